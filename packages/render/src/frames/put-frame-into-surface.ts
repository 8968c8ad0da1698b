import { ImageData } from '@napi-rs/canvas';
import { type MediaElement, type PixelRect, traceShapePath } from '@talkreel/timeline';
import type { VersionedSurface } from './versioned-surface.ts';

/**
 * Fast path for a decoded frame already cropped and scaled to `destination`:
 * copy the pixels straight in, then cut the shape out of them in place
 * (keep what is inside the outline, fill behind it) instead of drawing the
 * frame through a clip from a second canvas as `paintMediaSurface` does.
 * With `part` (frame px) only that box is copied (unshaped elements only).
 */
export function putFrameIntoSurface(
  surface: VersionedSurface,
  element: MediaElement,
  scale: number,
  frame: Uint8Array,
  destination: PixelRect,
  frameWidthPx: number,
  frameHeightPx: number,
  part?: { x: number; y: number; width: number; height: number },
): void {
  const { context, paddingPx, boxWidthPx, boxHeightPx } = surface;
  const left = Math.round(paddingPx + destination.x);
  const top = Math.round(paddingPx + destination.y);
  if (part && part.width === frameWidthPx) {
    // Whole rows are one run of the frame: hand Skia a view of it, no copy.
    const start = frame.byteOffset + part.y * frameWidthPx * 4;
    context.putImageData(new ImageData(new Uint8ClampedArray(frame.buffer, start, part.width * part.height * 4), part.width, part.height), left, top + part.y);
  } else if (part) {
    // Skia's putImageData converts the whole image even for a dirty rectangle: hand it only the box.
    const boxPixels = new Uint8ClampedArray(part.width * part.height * 4);
    for (let row = 0; row < part.height; row += 1) {
      const start = frame.byteOffset + ((part.y + row) * frameWidthPx + part.x) * 4;
      boxPixels.set(new Uint8Array(frame.buffer, start, part.width * 4), row * part.width * 4);
    }
    context.putImageData(new ImageData(boxPixels, part.width, part.height), left + part.x, top + part.y);
  } else {
    context.putImageData(
      new ImageData(new Uint8ClampedArray(frame.buffer, frame.byteOffset, frameWidthPx * frameHeightPx * 4), frameWidthPx, frameHeightPx),
      left,
      top,
    );
  }
  if (!element.shape) return;
  if (part) throw new Error('a shaped surface is repainted whole');
  context.save();
  context.translate(paddingPx, paddingPx);
  traceShapePath(context, element.shape.type, 0, 0, boxWidthPx, boxHeightPx, element.shape.radius * scale);
  context.globalCompositeOperation = 'destination-in';
  context.fill();
  if (element.shape.color) {
    context.globalCompositeOperation = 'destination-over';
    context.fillStyle = element.shape.color;
    context.fill();
  }
  context.restore();
}
