import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** content/templates/_test-fixture: three small templates (and their media) that tests use instead of the real library. */
export const fixtureTemplatesDirectory = fileURLToPath(new URL('../../../../content/templates/_test-fixture', import.meta.url));

/** A fixture template file's JSON, parsed (a fresh copy each call, so a test may change it). */
export function readFixtureTemplate(id: string): Record<string, unknown> {
  return JSON.parse(readFileSync(`${fixtureTemplatesDirectory}/${id}.json`, 'utf8')) as Record<string, unknown>;
}
