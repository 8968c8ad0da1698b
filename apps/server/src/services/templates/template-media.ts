import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { libraryOwnerId, type Runtime } from '@talkreel/platform';
import { readImageSize } from '../uploads/read-image-size.ts';

/** A file a template ships (`media/lamp.jpg`), read from the repository, with where it is stored. */
export interface TemplateMediaFile {
  /** As the template names it: `media/lamp.jpg`. */
  file: string;
  /** Named by a hash of the bytes: a replaced file gets a new key, so its templates' previews render again. */
  key: string;
  bytes: Buffer;
  kind: 'png' | 'jpg' | 'mp4';
}

const contentTypes = { png: 'image/png', jpg: 'image/jpeg', mp4: 'video/mp4' } as const;

/** Reads `<directory>/<file>`; throws naming `<label>/<file>` when it is missing or not the image its name says. */
export async function readTemplateMedia(directory: string, label: string, file: string): Promise<TemplateMediaFile> {
  const kind = file.endsWith('.png') ? 'png' : file.endsWith('.mp4') ? 'mp4' : 'jpg';
  const bytes = await readFile(path.join(directory, file)).catch((error: unknown) => {
    throw new Error(`${label}/${file}: cannot be read (${(error as Error).message})`);
  });
  if (kind !== 'mp4' && !readImageSize(kind, bytes)) throw new Error(`${label}/${file}: is not a ${kind === 'png' ? 'PNG' : 'JPEG'} image`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 24);
  return { file, key: `templates/media/${hash}.${kind}`, bytes, kind };
}

/**
 * Stores a template's media file as a file of the avatar library's owner
 * (renders read only their owner's files and the library's), unless it is
 * stored already. Several processes storing it together write the same bytes.
 */
export async function storeTemplateMedia(runtime: Pick<Runtime, 'repositories' | 'storage'>, media: TemplateMediaFile): Promise<void> {
  const contentType = contentTypes[media.kind];
  if (!(await runtime.storage.stat(media.key))) await runtime.storage.put(media.key, media.bytes, { contentType });
  await runtime.repositories.files.record({
    owner_id: libraryOwnerId,
    storage_key: media.key,
    purpose: 'library',
    kind: media.kind,
    content_type: contentType,
    size_bytes: media.bytes.length,
    original_name: path.basename(media.file),
  });
}
