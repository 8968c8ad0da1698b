import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { libraryOwnerId, type Runtime } from '@talkreel/platform';
import { readImageSize } from '../uploads/read-image-size.ts';

/** A photograph a site video animates, as the render needs it: where it is stored and its size. */
export interface SiteVideoPhoto {
  /** Named by a hash of the bytes: a replaced photo gets a new key, so its videos get a new cache key and render again. */
  key: string;
  widthPx: number;
  heightPx: number;
}

/** A site photo read from the repository, with the bytes to store. */
export interface SiteVideoPhotoFile extends SiteVideoPhoto {
  file: string;
  bytes: Buffer;
  kind: 'jpg' | 'png';
}

/** `content/site/photos`, beside the recipes' `content/site/videos`. */
export const sitePhotosDirectoryOf = (videosDirectory: string): string => path.join(videosDirectory, '..', 'photos');

const contentTypes = { jpg: 'image/jpeg', png: 'image/png' } as const;

/** Reads `<photosDirectory>/<file>` and its size from the image header; throws naming the file when it is missing or not a JPEG or PNG. */
export async function readSiteVideoPhoto(photosDirectory: string, file: string): Promise<SiteVideoPhotoFile> {
  const kind = file.endsWith('.png') ? 'png' : 'jpg';
  const bytes = await readFile(path.join(photosDirectory, file)).catch((error: unknown) => {
    throw new Error(`content/site/photos/${file}: cannot be read (${(error as Error).message})`);
  });
  const size = readImageSize(kind, bytes);
  if (!size) throw new Error(`content/site/photos/${file}: is not a ${kind === 'png' ? 'PNG' : 'JPEG'} image`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  return { file, bytes, kind, key: `site-videos/photos/${hash}.${kind}`, ...size };
}

/**
 * Stores a site photo as a file of the avatar library's owner, who owns the
 * site videos' renders: the render reads (and analyses) only its owner's
 * files. Storing it again writes the same bytes under the same key.
 */
export async function storeSiteVideoPhoto(runtime: Pick<Runtime, 'repositories' | 'storage'>, photo: SiteVideoPhotoFile): Promise<void> {
  const contentType = contentTypes[photo.kind];
  await runtime.storage.put(photo.key, photo.bytes, { contentType });
  await runtime.repositories.files.record({
    owner_id: libraryOwnerId,
    storage_key: photo.key,
    purpose: 'library',
    kind: photo.kind,
    content_type: contentType,
    size_bytes: photo.bytes.length,
    original_name: photo.file,
  });
}
