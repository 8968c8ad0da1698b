import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The shared corpora sit beside the repository (`../shared/corpora`), in CI too. */
const corporaDirectory = path.resolve(import.meta.dirname, '../../../../../shared/corpora');

export type ProductCorpusFolder = 'product-pages' | 'price-strings' | 'ssrf' | 'file-type-fixtures';

/**
 * A path inside a shared corpus folder; throws when the folder is missing, so
 * that a test over it fails instead of passing on nothing.
 */
export function getProductCorpusPath(folder: ProductCorpusFolder, ...rest: string[]): string {
  const folderPath = path.join(corporaDirectory, folder);
  if (!existsSync(folderPath)) throw new Error(`The corpus folder ${folderPath} is missing: clone the shared corpora beside the repository`);
  return path.join(folderPath, ...rest);
}

export async function readProductCorpusText(folder: ProductCorpusFolder, ...rest: string[]): Promise<string> {
  return readFile(getProductCorpusPath(folder, ...rest), 'utf8');
}

export async function readProductCorpusJson<T>(folder: ProductCorpusFolder, ...rest: string[]): Promise<T> {
  return JSON.parse(await readProductCorpusText(folder, ...rest)) as T;
}
