import { accessSync, constants, existsSync } from 'node:fs';
import path from 'node:path';

/** Where pocketsphinx is installed: the recogniser and its US English model. */
export interface PocketsphinxInstall {
  /** `pocketsphinx_continuous`. */
  binaryPath: string;
  /** Holds `en-us/` (the acoustic model), `en-us.lm.bin` and `cmudict-en-us.dict`, as Debian's pocketsphinx-en-us lays them out. */
  modelDirectory: string;
}

/** Where Debian (`/usr/bin`) and a source build (`/usr/local/bin`) put the binary. */
const binaryDirectories = ['/usr/bin', '/usr/local/bin', '/bin'];

/**
 * Finds pocketsphinx_continuous (the given path, else the usual bin folders)
 * and its English model (the given folder, else `share/pocketsphinx/model/en-us`
 * beside the binary's `bin`); undefined unless both are there.
 */
export function findPocketsphinx(options: { pocketsphinxPath?: string; modelDirectory?: string } = {}): PocketsphinxInstall | undefined {
  const candidates = options.pocketsphinxPath ? [options.pocketsphinxPath] : binaryDirectories.map((folder) => path.join(folder, 'pocketsphinx_continuous'));
  const binaryPath = candidates.find(isExecutable);
  if (!binaryPath) return undefined;
  const modelDirectory = options.modelDirectory ?? path.resolve(path.dirname(binaryPath), '../share/pocketsphinx/model/en-us');
  return existsSync(path.join(modelDirectory, 'en-us', 'mdef')) ? { binaryPath, modelDirectory } : undefined;
}

/** The arguments that point pocketsphinx_continuous at the model. */
export function modelArguments(modelDirectory: string): string[] {
  return [
    '-hmm',
    path.join(modelDirectory, 'en-us'),
    '-lm',
    path.join(modelDirectory, 'en-us.lm.bin'),
    '-dict',
    path.join(modelDirectory, 'cmudict-en-us.dict'),
  ];
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
