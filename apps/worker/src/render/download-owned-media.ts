import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { PermanentJobError, type Runtime } from '@talkreel/platform';

/**
 * Copies one element's media from storage into the render's work directory.
 * Only files of this owner, and the public avatar library's, are read: a
 * workspace can point at nothing else (no local paths, no URLs fetched from
 * the server).
 */
export async function downloadOwnedMedia(
  runtime: Runtime,
  ownerId: string,
  mediaPath: string,
  workDir: string,
  index: number,
  signal: AbortSignal,
): Promise<string> {
  const file = await runtime.repositories.files.findOwnedOrLibrary(ownerId, mediaPath);
  if (!file) throw new PermanentJobError(`The media ${mediaPath.split('?')[0]} is not a file of this account`);
  const localPath = path.join(workDir, `media-${index}.${file.kind}`);
  await pipeline(await runtime.storage.read(file.storage_key), createWriteStream(localPath), { signal });
  return localPath;
}
