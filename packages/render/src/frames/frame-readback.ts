import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { dropCoveredBoxes, getBoxArea, type ChangedRegion, type PixelBox } from './changed-region.ts';

/**
 * Frames in flight at once: the one being written to ffmpeg, the one queued
 * behind it, and the one being read back (see FrameSink in draw-workspace-frames.ts).
 */
export const readbackBufferCount = 3;

/** Above this share of the frame, one whole-frame copy is cheaper than reading boxes. */
const wholeFrameShare = 0.5;

/**
 * Reads the drawn frame's RGBA pixels into a few reused buffers, copying
 * only what changed since a buffer last held a frame.
 *
 * Why: `canvas.data()` copies the whole 8 MB frame into fresh memory every
 * time. On the development VM that fresh memory costs about 10 ms of page
 * faults per frame, and every 8 buffers or so force a full garbage
 * collection; a talking video changes a face or a clip in a box, not the
 * whole frame. A buffer filled `readbackBufferCount` frames ago is brought up
 * to date with the boxes that changed in those frames (getImageData, which
 * for the opaque frame equals the premultiplied pixels); a whole-frame change
 * is one `data()` copy.
 */
export class FrameReadback {
  readonly #canvas: Canvas;
  readonly #context: SKRSContext2D;
  readonly #buffers: Buffer[] = [];
  /** The changes of the last `readbackBufferCount` frames read, oldest first. */
  readonly #recentChanges: ChangedRegion[] = [];
  #readCount = 0;

  constructor(canvas: Canvas) {
    this.#canvas = canvas;
    this.#context = canvas.getContext('2d');
  }

  /**
   * The frame now on the canvas, given where it differs from the frame read
   * before it; or, with `pixels`, the frame those pixels are (frame-sized
   * rows, opaque), which then need not be on the canvas at all.
   */
  read(change: ChangedRegion, pixels?: Uint8Array): Buffer {
    this.#recentChanges.push(change);
    if (this.#recentChanges.length > readbackBufferCount) this.#recentChanges.shift();
    const bufferIndex = this.#readCount % readbackBufferCount;
    const isFirstUse = this.#readCount < readbackBufferCount;
    this.#readCount += 1;
    const buffer = (this.#buffers[bufferIndex] ??= Buffer.allocUnsafeSlow(this.#canvas.width * this.#canvas.height * 4));
    const stale = isFirstUse ? 'whole-frame' : this.#staleRegion();
    if (pixels)
      this.#copyPixels(buffer, pixels, stale === 'whole-frame' ? [{ left: 0, top: 0, right: this.#canvas.width, bottom: this.#canvas.height }] : stale);
    else if (stale === 'whole-frame') this.#copyWholeFrame(buffer);
    else for (const box of stale) this.#copyBox(buffer, box);
    return buffer;
  }

  /** What changed since the buffer about to be filled last held a frame: the recent changes together. */
  #staleRegion(): ChangedRegion {
    if (this.#recentChanges.includes('whole-frame')) return 'whole-frame';
    const boxes = dropCoveredBoxes((this.#recentChanges as PixelBox[][]).flat());
    const area = boxes.reduce((sum, box) => sum + getBoxArea(box), 0);
    return area > wholeFrameShare * this.#canvas.width * this.#canvas.height ? 'whole-frame' : boxes;
  }

  /**
   * Reading one pixel first makes Skia rasterise the recorded drawing in
   * place; `data()` on an unflushed canvas was measured 3–4 times slower.
   */
  #copyWholeFrame(buffer: Buffer): void {
    this.#context.getImageData(0, 0, 1, 1);
    this.#canvas.data().copy(buffer);
  }

  #copyPixels(buffer: Buffer, pixels: Uint8Array, boxes: readonly PixelBox[]): void {
    const frameRowBytes = this.#canvas.width * 4;
    for (const box of boxes) {
      if (box.left === 0 && box.right === this.#canvas.width) {
        buffer.set(pixels.subarray(box.top * frameRowBytes, box.bottom * frameRowBytes), box.top * frameRowBytes);
        continue;
      }
      for (let row = box.top; row < box.bottom; row += 1) {
        buffer.set(pixels.subarray(row * frameRowBytes + box.left * 4, row * frameRowBytes + box.right * 4), row * frameRowBytes + box.left * 4);
      }
    }
  }

  #copyBox(buffer: Buffer, box: PixelBox): void {
    const widthPx = box.right - box.left;
    const heightPx = box.bottom - box.top;
    const { data } = this.#context.getImageData(box.left, box.top, widthPx, heightPx);
    const rowBytes = widthPx * 4;
    const frameRowBytes = this.#canvas.width * 4;
    if (widthPx === this.#canvas.width) {
      buffer.set(data, box.top * frameRowBytes);
      return;
    }
    for (let row = 0; row < heightPx; row += 1) {
      buffer.set(data.subarray(row * rowBytes, (row + 1) * rowBytes), (box.top + row) * frameRowBytes + box.left * 4);
    }
  }
}
