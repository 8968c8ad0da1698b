import type { TemplateVariable } from '@talkreel/contract';

/** A template document with one row's values in it, for the browser preview. */
export interface FilledTemplateDocument {
  document: unknown;
  /** Avatar variables this row changes, kept at the template's presenter in the preview (the server swaps the presenter at render). */
  keptAvatarKeys: string[];
}

const placeholderPattern = /\{\{([a-z][a-z0-9_]*)\}\}/g;
const wholePlaceholderPattern = /^\{\{([a-z][a-z0-9_]*)\}\}$/;

function collectPlaceholderKeys(value: unknown, keys: Set<string>): void {
  if (typeof value === 'string') {
    for (const match of value.matchAll(placeholderPattern)) keys.add(match[1] ?? '');
  } else if (Array.isArray(value)) {
    for (const item of value) collectPlaceholderKeys(item, keys);
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) collectPlaceholderKeys(item, keys);
  }
}

/**
 * The preview's own copy of the server's fill (`@talkreel/templates`
 * `fillTemplate`, authoritative at render): a text value replaces `{{key}}`
 * inside any string, any other value replaces a string that is exactly
 * `{{key}}`; an empty or missing value keeps the default. Avatars stay the
 * template's own presenter (the browser cannot build another's still and
 * look), which `keptAvatarKeys` reports.
 *
 * `GET /template/detail` may answer the body with its variables already at
 * their defaults (no `{{key}}` left): then a variable's default is what is
 * replaced (inside strings for text, whole strings for the rest).
 * `values` are ready for the player (uploaded file names already read URLs).
 */
export function fillTemplateDocument(
  document: unknown,
  variables: readonly TemplateVariable[],
  values: Readonly<Record<string, string>>,
): FilledTemplateDocument {
  const placeholderKeys = new Set<string>();
  collectPlaceholderKeys(document, placeholderKeys);
  const keptAvatarKeys: string[] = [];
  const valueByKey = new Map<string, string>();
  for (const variable of variables) {
    const given = values[variable.key]?.trim() ?? '';
    if (variable.type === 'avatar') {
      if (given !== '' && given !== variable.default) keptAvatarKeys.push(variable.key);
      valueByKey.set(variable.key, variable.default);
    } else {
      valueByKey.set(variable.key, given === '' ? variable.default : given);
    }
  }
  const byDefault = variables.filter((variable) => !placeholderKeys.has(variable.key) && variable.default !== '' && variable.type !== 'avatar');
  const textByDefault = byDefault.filter((variable) => variable.type === 'text');
  const wholeByDefault = new Map(byDefault.filter((variable) => variable.type !== 'text').map((variable) => [variable.default, variable.key]));
  const variableOf = new Map(variables.map((variable) => [variable.key, variable]));

  const fillString = (text: string): string => {
    const wholeKey = wholePlaceholderPattern.exec(text)?.[1];
    if (wholeKey !== undefined && variableOf.has(wholeKey)) return valueByKey.get(wholeKey) ?? text;
    const wholeDefaultKey = wholeByDefault.get(text);
    if (wholeDefaultKey !== undefined) return valueByKey.get(wholeDefaultKey) ?? text;
    let filled = text.replace(placeholderPattern, (match, key: string) => (variableOf.get(key)?.type === 'text' ? (valueByKey.get(key) ?? match) : match));
    for (const variable of textByDefault) filled = filled.split(variable.default).join(valueByKey.get(variable.key) ?? variable.default);
    return filled;
  };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return fillString(value);
    if (Array.isArray(value)) return value.map(fill);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return { document: fill(document), keptAvatarKeys };
}
