import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The shared corpora sit beside the repository (`../shared/corpora`), in CI too. */
const corporaDirectory = path.resolve(import.meta.dirname, '../../../../../shared/corpora');

/**
 * A corpus folder's path; throws when it is missing, so that a test over it
 * fails instead of passing on nothing.
 */
export function getCorpusPath(folder: 'pdf-docx-extraction' | 'malicious-uploads' | 'youtube-urls', ...rest: string[]): string {
  const folderPath = path.join(corporaDirectory, folder);
  if (!existsSync(folderPath)) throw new Error(`The corpus folder ${folderPath} is missing: clone the shared corpora beside the repository`);
  return path.join(folderPath, ...rest);
}

export async function readCorpusFile(folder: Parameters<typeof getCorpusPath>[0], ...rest: string[]): Promise<Uint8Array> {
  return new Uint8Array(await readFile(getCorpusPath(folder, ...rest)));
}

export async function readCorpusJson<T>(folder: Parameters<typeof getCorpusPath>[0], ...rest: string[]): Promise<T> {
  return JSON.parse(await readFile(getCorpusPath(folder, ...rest), 'utf8')) as T;
}
