import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** The product's own numbers, counted from the repository's content (never the spec's marketing figures). */
export interface SiteFacts {
  voices: number;
  languages: number;
  avatars: number;
}
export type SiteFactName = keyof SiteFacts;
export const siteFactNames: SiteFactName[] = ['voices', 'languages', 'avatars'];

const idList = z.array(z.looseObject({ id: z.string() }));

/**
 * Counts `content/voices/languages.json`, the voices in `content/voices/public/*.json`
 * and the avatars in `content/avatars/library.json`. Read here rather than
 * through the speech and avatar packages so the site does not depend on engines;
 * those packages validate the same files in their own tests.
 */
export function computeSiteFacts(contentRoot: string): SiteFacts {
  const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(contentRoot, file), 'utf8'));
  const languages = z.array(z.looseObject({ value: z.string() })).parse(readJson('voices/languages.json')).length;
  const voices = readdirSync(path.join(contentRoot, 'voices/public'))
    .filter((file) => file.endsWith('.json'))
    .reduce((total, file) => total + idList.parse(readJson(`voices/public/${file}`)).length, 0);
  const avatars = z.looseObject({ avatars: idList }).parse(readJson('avatars/library.json')).avatars.length;
  return { voices, languages, avatars };
}

const placeholder = /\{\{\s*([a-z]+)\s*\}\}/gu;

/** The placeholder names a text uses that are not facts (the loader reports them). */
export function findUnknownPlaceholders(text: string): string[] {
  return [...text.matchAll(placeholder)].map((match) => match[1] ?? '').filter((name) => !(siteFactNames as string[]).includes(name));
}

/** Every `{{voices}}`-style placeholder in every string of a value, replaced by its fact. */
export function fillPlaceholders<Value>(value: Value, facts: SiteFacts): Value {
  if (typeof value === 'string')
    return value.replace(placeholder, (whole, name: string) => (name in facts ? String(facts[name as SiteFactName]) : whole)) as Value;
  if (Array.isArray(value)) return value.map((item: unknown) => fillPlaceholders(item, facts)) as Value;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPlaceholders(item, facts)])) as Value;
  }
  return value;
}
