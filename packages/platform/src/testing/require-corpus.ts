import { existsSync } from 'node:fs';
import path from 'node:path';

/** The shared corpora sit beside the repository (`../shared/corpora`), in CI too. */
const sharedCorporaDirectory = path.resolve(import.meta.dirname, '../../../../../shared/corpora');

/** What to do when a shared corpus is missing. */
const sharedCorporaHowToGet = `clone the shared corpora beside the repository (${sharedCorporaDirectory})`;

/** A path inside the shared corpora, e.g. `sharedCorpusPath('faces', 'positive', 'x.jpg')`. */
export function sharedCorpusPath(...segments: string[]): string {
  return path.join(sharedCorporaDirectory, ...segments);
}

/**
 * Whether what a test reads is here: a file or folder of the shared corpora,
 * or a program such as Debian's Chromium. Missing under CI, it throws,
 * naming the path and how to get it, so the test fails instead of passing on
 * nothing; missing elsewhere, it warns and answers false, for
 * `describe.skipIf(!requireCorpus(...))`.
 */
export function requireCorpus(testName: string, corpusPath: string, howToGet = sharedCorporaHowToGet): boolean {
  if (existsSync(corpusPath)) return true;
  const missing = `The ${testName} needs ${corpusPath}, which is missing: ${howToGet}`;
  if (process.env.CI) throw new Error(missing);
  console.warn(`Skipping: ${missing} (under CI this is a failure)`);
  return false;
}
