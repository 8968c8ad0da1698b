import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { checkTemplateValues, type TemplateValue } from './check-template-values.ts';
import { placeholderPattern, wholePlaceholderKeyOf } from './placeholders-of.ts';
import type { Template } from './template.ts';
import { TemplateValueError } from './template-value-error.ts';

/** What a person element needs of an avatar: its still (a storage key) and its look, as the talking-avatar builder writes them. */
export interface TemplateAvatar {
  stillKey: string;
  lookId: string;
  /** An illustrated look's design; null or absent for a photo look. */
  design?: Record<string, unknown> | null;
}

/** What filling needs from outside: avatars (already looked up) and where the template's own media are stored. */
export interface TemplateFillResolvers {
  /** The avatar of this id; undefined when there is none (the fill then fails naming the variable). */
  avatar(id: string): TemplateAvatar | undefined;
  /** The storage key of a file the template ships (`media/lamp.jpg`). */
  mediaKey(file: string): string;
}

interface LayerLike {
  type?: unknown;
  path?: unknown;
  prop?: Record<string, unknown>;
}

/**
 * The template as a workspace of its own, its variables filled: `values`
 * (checked by `checkTemplateValues`), the defaults for the rest. A text
 * value replaces `{{key}}` wherever it stands in a string; any other value
 * replaces a string that is exactly `{{key}}`. A person whose `path` is an
 * avatar placeholder gets the avatar's still as its path and
 * `look: {id, design?}` (the look written in the template is replaced). The
 * result is parsed by the timeline's schema, so it is a valid workspace.
 * Throws TemplateValueError.
 */
export function fillTemplate(template: Template, values: Readonly<Record<string, string>>, resolvers: TemplateFillResolvers): Workspace {
  const checked = checkTemplateValues(template, values);
  const valueOf = (key: string): TemplateValue => {
    const value = checked.get(key);
    // parseTemplateFile made sure every placeholder names a variable.
    if (!value) throw new Error(`Template ${template.id}: {{${key}}} names no variable`);
    return value;
  };
  const fillString = (text: string): string => {
    const wholeKey = wholePlaceholderKeyOf(text);
    if (wholeKey !== undefined) {
      const { variable, value, isDefault } = valueOf(wholeKey);
      if (variable.type === 'image' || variable.type === 'video') return isDefault ? resolvers.mediaKey(value) : value;
      if (variable.type !== 'text') return value;
    }
    return text.replace(placeholderPattern, (_match, key: string) => valueOf(key).value);
  };
  const fillPerson = (layer: LayerLike, key: string): Record<string, unknown> => {
    const { variable, value } = valueOf(key);
    const avatar = resolvers.avatar(value);
    if (!avatar) throw new TemplateValueError(key, `${key} (${variable.label}): no avatar ${value}`);
    const filled = fill({ ...layer, path: '' }) as Record<string, unknown>;
    const prop = (filled.prop ?? {}) as Record<string, unknown>;
    return { ...filled, path: avatar.stillKey, prop: { ...prop, look: { id: avatar.lookId, ...(avatar.design ? { design: avatar.design } : {}) } } };
  };
  /** A picture or video filled with the template's own file keeps that file's name for the editor's labels (its key is a hash). */
  const withMediaName = (layer: LayerLike, filled: Record<string, unknown>): Record<string, unknown> => {
    const mediaKey = (layer.type === 'pic' || layer.type === 'video') && typeof layer.path === 'string' ? wholePlaceholderKeyOf(layer.path) : undefined;
    if (mediaKey === undefined) return filled;
    const { variable, value, isDefault } = valueOf(mediaKey);
    if ((variable.type !== 'image' && variable.type !== 'video') || !isDefault) return filled;
    const prop = (filled.prop ?? {}) as Record<string, unknown>;
    const meta = (prop.meta ?? {}) as Record<string, unknown>;
    return { ...filled, prop: { ...prop, meta: { ...meta, name: value.split('/').at(-1) } } };
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillString(value);
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object') {
      const layer = value as LayerLike;
      const avatarKey = layer.type === 'person' && typeof layer.path === 'string' ? wholePlaceholderKeyOf(layer.path) : undefined;
      if (avatarKey !== undefined && valueOf(avatarKey).variable.type === 'avatar') return fillPerson(layer, avatarKey);
      const filled = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
      return withMediaName(layer, filled);
    }
    return value;
  };
  return parseWorkspace(fill(template.document));
}
