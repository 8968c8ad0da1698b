import { z } from 'zod';
import { WorkspaceSchema } from '@talkreel/timeline';
import { fillTemplate } from './fill-template.ts';
import { hasStrayBraces, placeholdersOf, wholePlaceholderKeyOf } from './placeholders-of.ts';
import { misplacedReason, placeOf } from './placeholder-places.ts';
import type { Template } from './template.ts';
import { TemplateFileSchema, TemplateIdSchema, TemplateMediaFileSchema } from './template-file-schema.ts';

const avatarIdPattern = /^\d{1,12}$/u;
const voiceIdPattern = /^[a-z0-9-]{1,120}$/u;
const colourPattern = /^#[0-9a-f]{6}$/iu;

interface LayerLike {
  type?: unknown;
  path?: unknown;
  prop?: { look?: { id?: unknown; design?: unknown } };
}

function layersOf(document: Record<string, unknown>): LayerLike[] {
  const scenes = (document.scenes ?? []) as { tracks?: { layers?: LayerLike[] }[] }[];
  return scenes.flatMap((scene) => (scene.tracks ?? []).flatMap((track) => track.layers ?? []));
}

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function checkDefault(variable: Template['variables'][number]): string | undefined {
  const { type, default: value } = variable;
  if (variable.max_length !== undefined && type !== 'text') return 'only a text variable has a max_length';
  switch (type) {
    case 'text':
      if (value.trim() === '') return 'its default must not be empty';
      return variable.max_length !== undefined && [...value].length > variable.max_length
        ? `its default is longer than its max_length ${variable.max_length}`
        : undefined;
    case 'colour':
      return colourPattern.test(value) ? undefined : 'its default must be a colour written #rrggbb';
    case 'image':
    case 'video': {
      const file = TemplateMediaFileSchema.safeParse(value);
      if (!file.success) return `its default ${file.error.issues[0]?.message ?? 'is not a media file'}`;
      const isVideo = value.endsWith('.mp4');
      return isVideo === (type === 'video') ? undefined : `its default must be ${type === 'video' ? 'an MP4' : 'a PNG or JPEG'}`;
    }
    case 'avatar':
      return avatarIdPattern.test(value) ? undefined : 'its default must be a library avatar id (content/avatars/library.json)';
    case 'voice':
      return voiceIdPattern.test(value) ? undefined : 'its default must be a public voice id (content/voices/public)';
  }
}

/**
 * Checks one template file and returns the template. Throws an Error whose
 * message starts with `fileLabel` and names the variable, placeholder or
 * field that is wrong: a schema failure, a duplicate key, a bad default,
 * a placeholder naming no variable or standing where its type cannot, a
 * variable that is never used, stray braces, a ratio that differs from the
 * workspace's, or a workspace that is not valid once filled with defaults.
 */
export function parseTemplateFile(id: string, json: unknown, fileLabel = `content/templates/${id}.json`): Template {
  const fail = (reason: string): never => {
    throw new Error(`${fileLabel}: ${reason}`);
  };
  if (!TemplateIdSchema.safeParse(id).success) fail('the file name must be kebab-case (a-z, 0-9 and single dashes) and end in .json');
  const parsed = TemplateFileSchema.safeParse(json);
  if (!parsed.success) fail(z.prettifyError(parsed.error).replace(/\n/gu, ' '));
  const file = parsed.data!;
  const workspace = WorkspaceSchema.parse(file.workspace);
  if (workspace.aspect_ratio !== file.aspect_ratio) fail(`aspect_ratio ${file.aspect_ratio} differs from workspace.aspect_ratio ${workspace.aspect_ratio}`);

  const variables = new Map(file.variables.map((variable) => [variable.key, variable]));
  if (variables.size !== file.variables.length) {
    const seen = new Set<string>();
    const twice = file.variables.find((variable) => (seen.has(variable.key) ? true : (seen.add(variable.key), false)));
    fail(`variable "${twice?.key}" is declared twice`);
  }
  for (const variable of file.variables) {
    const reason = checkDefault(variable);
    if (reason) fail(`variable "${variable.key}": ${reason}`);
  }

  for (const text of stringsOf(file.workspace)) if (hasStrayBraces(text)) fail(`"${text.slice(0, 80)}" has braces that are not a {{key}} placeholder`);
  const used = new Set<string>();
  for (const use of placeholdersOf(file.workspace)) {
    const variable = variables.get(use.key);
    const where = use.path.join('.');
    if (!variable) fail(`{{${use.key}}} at ${where} names no variable`);
    const reason = misplacedReason(variable!.type, placeOf(file.workspace, use.path), use.isWhole);
    if (reason) fail(`{{${use.key}}} at ${where}: ${reason}`);
    used.add(use.key);
  }
  const unused = file.variables.filter((variable) => !used.has(variable.key));
  if (unused.length > 0) fail(`variable "${unused[0]!.key}" is never used in the workspace`);

  // An avatar placeholder stands for a whole person: its path and its look, together.
  for (const layer of layersOf(file.workspace)) {
    if (layer.type !== 'person') continue;
    const pathKey = typeof layer.path === 'string' ? wholePlaceholderKeyOf(layer.path) : undefined;
    const lookKey = typeof layer.prop?.look?.id === 'string' ? wholePlaceholderKeyOf(layer.prop.look.id) : undefined;
    const isAvatar = (key: string | undefined) => key !== undefined && variables.get(key)?.type === 'avatar';
    if ((isAvatar(pathKey) || isAvatar(lookKey)) && pathKey !== lookKey) {
      fail(`a person with {{${pathKey ?? lookKey}}} needs it as both its path and its prop.look.id`);
    }
    if (isAvatar(pathKey) && layer.prop?.look?.design !== undefined)
      fail(`the person of {{${pathKey}}} must not carry a look design (the avatar brings its own)`);
  }

  const template: Template = {
    id,
    name: file.name,
    category: file.category,
    aspectRatio: file.aspect_ratio,
    variables: file.variables,
    document: file.workspace,
    durationMs: workspace.scenes.reduce((total, scene) => total + scene.duration, 0),
    hasPresenter: layersOf(file.workspace).some((layer) => layer.type === 'person' && (layer.prop as { speech?: unknown } | undefined)?.speech !== undefined),
    mediaFiles: [...new Set(file.variables.filter((variable) => variable.type === 'image' || variable.type === 'video').map((variable) => variable.default))],
  };
  try {
    fillTemplate(
      template,
      {},
      { avatar: (avatarId) => ({ stillKey: `avatars/${avatarId}/cover.png`, lookId: avatarId }), mediaKey: (media) => `templates/${media}` },
    );
  } catch (error) {
    fail(`filled with its defaults, the workspace is not valid: ${(error as Error).message.replace(/\n/gu, ' ')}`);
  }
  return template;
}
