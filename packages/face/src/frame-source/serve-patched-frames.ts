import type { MessagePort } from 'node:worker_threads';
import type { TalkingPhotoMessage, TalkingPhotoRequest } from './talking-photo-input.ts';

/** One drawn frame, whole, and the box where it differs from the one before (null: nothing changed). */
export interface DrawnFrame {
  data: Uint8Array;
  changedBox: { x: number; y: number; width: number; height: number } | null;
}

/**
 * The thread side of the patch protocol (see `openPatchedFrameStream`):
 * sends the first frame whole, then answers each asked media time with only
 * the changed box of the frame `draw` makes, in a transferred buffer that
 * comes back to be filled again (fresh multi-MB buffers per frame would cost
 * page faults).
 */
export function servePatchedFrames(port: MessagePort, base: Uint8Array, frameWidthPx: number, draw: (timeMs: number) => DrawnFrame): void {
  const post = (message: TalkingPhotoMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);
  post({ type: 'base', pixels: base.slice().buffer, isOpaque: isOpaque(base) });
  const pool: ArrayBuffer[] = [];
  port.on('message', (request: TalkingPhotoRequest) => {
    if ('recycle' in request) return void pool.push(request.recycle);
    const { timeMs } = request;
    let frame: DrawnFrame;
    try {
      frame = draw(timeMs);
    } catch (error) {
      return post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
    }
    const box = frame.changedBox;
    if (!box) return post({ type: 'frame', timeMs, box: null, pixels: null });
    const byteLength = box.width * box.height * 4;
    const reused = pool.findIndex((buffer) => buffer.byteLength >= byteLength);
    const pixels = new Uint8Array(reused >= 0 ? pool.splice(reused, 1)[0]! : new ArrayBuffer(Math.ceil(byteLength * 1.1)), 0, byteLength);
    if (box.width === frameWidthPx) {
      pixels.set(frame.data.subarray(box.y * frameWidthPx * 4, (box.y + box.height) * frameWidthPx * 4));
    } else {
      for (let row = 0; row < box.height; row += 1) {
        const start = ((box.y + row) * frameWidthPx + box.x) * 4;
        pixels.set(frame.data.subarray(start, start + box.width * 4), row * box.width * 4);
      }
    }
    post({ type: 'frame', timeMs, box, pixels: pixels.buffer }, [pixels.buffer]);
  });
}

function isOpaque(rgba: Uint8Array): boolean {
  for (let offset = 3; offset < rgba.length; offset += 4) if (rgba[offset] !== 255) return false;
  return true;
}
