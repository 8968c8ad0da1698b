import { BusinessCode, IMAGE_KINDS, UNSUPPORTED_FILE_TYPE_MESSAGE, type FileKind } from '@talkreel/contract';
import { readStoredBytes, type Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { readImageSize } from './read-image-size.ts';

/**
 * The most pixels an image may have. Decoders allocate 4 bytes a pixel
 * before drawing any (a 1 MB PNG declaring 20000×20000 costs 1.6 GB), so
 * the bytes cap alone does not bound memory. 50 megapixels (200 MB decoded)
 * still takes any phone or camera photo that fits the bytes caps: a 50 MP
 * phone shoots 8160×6120.
 */
export const maxImagePixels = 50_000_000;

const megapixels = maxImagePixels / 1_000_000;

/**
 * Refuses an image over `maxImagePixels` by the size its header declares,
 * before anything decodes it: 40000 with the size to change. An image whose
 * header cannot be read is refused as an unsupported type, as no decoder
 * should be trusted with it. Other kinds pass.
 */
export function assertImageWithinPixelCap(kind: FileKind, bytes: Uint8Array): void {
  if (!IMAGE_KINDS.includes(kind)) return;
  const size = readImageSize(kind, bytes);
  if (!size) throw new ApiError(BusinessCode.unsupportedFileType, UNSUPPORTED_FILE_TYPE_MESSAGE);
  if (size.widthPx * size.heightPx > maxImagePixels) {
    throw ApiError.invalidInput(
      `Image resolution cannot exceed ${megapixels} megapixels (this one is ${size.widthPx}×${size.heightPx}). Please upload a smaller image`,
    );
  }
}

/**
 * The same refusal for a stored image, for files kept before the cap held at
 * upload: read whole (images are at most 20 MB), since a JPEG's frame header
 * can sit after large ICC and EXIF segments.
 */
export async function assertStoredImageWithinPixelCap(runtime: Pick<Runtime, 'storage'>, file: { kind: string; storage_key: string }): Promise<void> {
  if (!IMAGE_KINDS.includes(file.kind as FileKind)) return;
  assertImageWithinPixelCap(file.kind as FileKind, await readStoredBytes(runtime.storage, file.storage_key));
}
