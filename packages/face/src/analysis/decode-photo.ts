import { createCanvas, loadImage } from '@napi-rs/canvas';

/** A photo's pixels as displayed (EXIF orientation applied), possibly scaled down for analysis. */
export interface DecodedPhoto {
  /** Size of the photo as displayed, before any scaling: the px the analysis reports in. */
  displayWidthPx: number;
  displayHeightPx: number;
  /** Size of `rgba`. */
  widthPx: number;
  heightPx: number;
  /** Decoded px per displayed px (≤ 1). */
  scale: number;
  rgba: Uint8ClampedArray;
}

/**
 * Longest side analysed. The face detector works at 256 px and the mesh at
 * 192 px per face, so more only costs memory and time in the pixel checks;
 * 2048 keeps a face that is a small part of a large photo well resolved.
 */
const analysisMaxSidePx = 2048;

/**
 * Photo bytes (JPEG, PNG, WebP) → RGBA as displayed, scaled down to
 * `maxSidePx` on the longest side. @napi-rs/canvas already turns a JPEG by
 * its EXIF orientation (the CMYK corpus photo, stored 800×533 with
 * orientation 6, decodes 533×800) and converts CMYK and greyscale to RGB,
 * the same way the renderer and browsers show the photo, so nothing is
 * turned here: turning again would put the landmarks on another picture.
 * Transparent parts come out white, as on a page, rather than black.
 */
export async function decodePhoto(bytes: Uint8Array, maxSidePx = analysisMaxSidePx): Promise<DecodedPhoto> {
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  const displayWidthPx = image.width;
  const displayHeightPx = image.height;
  const scale = Math.min(1, maxSidePx / Math.max(displayWidthPx, displayHeightPx));
  const widthPx = Math.max(1, Math.round(displayWidthPx * scale));
  const heightPx = Math.max(1, Math.round(displayHeightPx * scale));
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, widthPx, heightPx);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, widthPx, heightPx);
  return { displayWidthPx, displayHeightPx, widthPx, heightPx, scale, rgba: context.getImageData(0, 0, widthPx, heightPx).data };
}
