import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The shared corpora sit beside the repository (`../shared/corpora`), in CI too. */
const facesDirectory = path.resolve(import.meta.dirname, '../../../../../shared/corpora/faces');

/** A real portrait of the shared faces corpus; throws when the corpus is missing, so a test over it fails instead of passing on nothing. */
export async function readFacePortrait(name: string): Promise<Uint8Array> {
  if (!existsSync(facesDirectory)) throw new Error(`The corpus folder ${facesDirectory} is missing: clone the shared corpora beside the repository`);
  return new Uint8Array(await readFile(path.join(facesDirectory, name)));
}
