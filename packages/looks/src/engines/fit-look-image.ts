import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { AvatarAspectRatio } from '@talkreel/contract';
import type { LookImage } from '../look-types.ts';
import { lookSizePx } from '../look-types.ts';
import { ImageServiceError } from './image-service-error.ts';

/**
 * A service's image (PNG, JPEG or WEBP at whatever size it makes: 1024x1536,
 * 1344x768 ...) as a look: cover-cropped about the centre to exactly
 * `lookSizePx(aspectRatio)` and encoded as PNG, so every engine's looks have
 * the wizard's sizes. A photo look carries no face geometry or design: the
 * face engine analyses the pixels.
 */
export async function fitLookImage(bytes: Uint8Array, aspectRatio: AvatarAspectRatio, engine: string): Promise<LookImage> {
  let image: Awaited<ReturnType<typeof loadImage>>;
  try {
    image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw new ImageServiceError(`${engine}: the service answered with something that is not an image (${bytes.length} bytes)`, engine);
  }
  if (image.width === 0 || image.height === 0) throw new ImageServiceError(`${engine}: the service answered with an empty image`, engine);
  const size = lookSizePx(aspectRatio);
  // Cover: scale until both sides fill the look, then cut the overhang equally from both ends of the longer axis.
  const scale = Math.max(size.widthPx / image.width, size.heightPx / image.height);
  const sourceWidth = size.widthPx / scale;
  const sourceHeight = size.heightPx / scale;
  const canvas = createCanvas(size.widthPx, size.heightPx);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, (image.width - sourceWidth) / 2, (image.height - sourceHeight) / 2, sourceWidth, sourceHeight, 0, 0, size.widthPx, size.heightPx);
  return { png: new Uint8Array(await canvas.encode('png')), ...size, face: null, design: null, engine };
}
