import type { Repositories, UserRow } from '@talkreel/platform';
import { checkTemplateValues, fillTemplate, TemplateValueError, type TemplateAvatar } from '@talkreel/templates';
import type { Workspace } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { ensureCovers } from '../avatars/avatar-media.ts';
import { readUrlKeyOf } from '../projects/workspace-read-urls.ts';
import { templateAvatarOf, type LoadedTemplate } from './template-library.ts';

const mediaKinds = { image: ['png', 'jpg', 'webp'], video: ['mp4', 'mov', 'webm'] } as const;

/**
 * The template filled with `values` for this user: checks the values (their
 * form, then that each image or video is a file of the caller's or the
 * template's own, each avatar one the caller may use, each voice one that
 * exists), then fills it. An image or video value may be the read URL the
 * detail gave as its default; it is taken back to its key. A problem throws
 * 40000 naming the variable. `repositories`: those of a transaction, when
 * the caller holds one (PGlite has one connection).
 */
export async function fillTemplateForUser(
  context: AppContext,
  repositories: Repositories,
  loaded: LoadedTemplate,
  user: UserRow,
  requested: Readonly<Record<string, string>>,
): Promise<Workspace> {
  const { storage } = context.runtime;
  const { template } = loaded;
  const types = new Map(template.variables.map((variable) => [variable.key, variable.type]));
  const values = Object.fromEntries(
    Object.entries(requested).map(([key, value]) => {
      const type = types.get(key);
      const storageKey = type === 'image' || type === 'video' ? readUrlKeyOf(storage, value) : undefined;
      return [key, storageKey ?? value];
    }),
  );
  const avatars = new Map<string, TemplateAvatar>();
  try {
    for (const { variable, value, isDefault } of checkTemplateValues(template, values).values()) {
      const name = `${variable.key} (${variable.label})`;
      if ((variable.type === 'image' || variable.type === 'video') && !isDefault) {
        const file = await repositories.files.findOwnedOrLibrary(user.id, value);
        if (!file || !(mediaKinds[variable.type] as readonly string[]).includes(file.kind)) {
          throw ApiError.invalidInput(`${name}: ${value} is not an uploaded ${variable.type} of yours (upload it first)`);
        }
      } else if (variable.type === 'avatar') {
        const person = await repositories.avatars.findUsable(value, user.id);
        if (!person) throw ApiError.invalidInput(`${name}: no such avatar ${value}`);
        await ensureCovers(context, person);
        avatars.set(value, templateAvatarOf(person));
      } else if (variable.type === 'voice') {
        const voice = (await repositories.userVoices.findOwned(user.id, value)) ?? (await repositories.voices.findById(value));
        if (!voice) throw ApiError.invalidInput(`${name}: no such voice ${value}`);
      }
    }
    return fillTemplate(template, values, { avatar: (id) => avatars.get(id), mediaKey: (file) => loaded.mediaKeys.get(file)! });
  } catch (error) {
    if (error instanceof TemplateValueError) throw ApiError.invalidInput(error.message);
    throw error;
  }
}
