import { sampleSpanWasmBase64 } from './sample-span-wasm.ts';

/**
 * The rows of one destination triangle, corners sorted by y (a, b, c), drawn
 * from the photo through source = (as·x + bs·y + cs, at·x + bt·y + ct), or
 * copied when `identity` is 1; grows the box at `boxByte`.
 */
export type WarpRows = (
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  as: number,
  bs: number,
  cs: number,
  at: number,
  bt: number,
  ct: number,
  identity: number,
  sourceByte: number,
  targetByte: number,
  widthPx: number,
  heightPx: number,
  boxByte: number,
) => void;

/**
 * The photo and the frame drawn from it, side by side in one WebAssembly
 * memory, with the triangle rows kernel that reads and writes there and the
 * box (left, top, right, bottom) it grows.
 */
export interface WarpPixels {
  source: Uint32Array;
  target: Uint32Array;
  warpRows: WarpRows;
  box: Int32Array;
}

let compiled: WebAssembly.Module | null = null;

/**
 * Copies the photo (straight RGBA) into a fresh WebAssembly memory, with the
 * frame starting as the photo. The kernel (sample-span.wat) walks a
 * triangle's rows and samples each in WebAssembly SIMD, one pixel's four
 * channels per operation, bit for bit what warpTriangle does in JavaScript,
 * rows that reach past the photo's border included (clamped to it).
 */
export function createWarpPixels(rgba: Uint8Array, widthPx: number, heightPx: number): WarpPixels {
  const frameBytes = widthPx * heightPx * 4;
  const memory = new WebAssembly.Memory({ initial: Math.ceil((2 * frameBytes + 16) / 65_536) });
  compiled ??= new WebAssembly.Module(Buffer.from(sampleSpanWasmBase64, 'base64'));
  const source = new Uint32Array(memory.buffer, 0, widthPx * heightPx);
  const target = new Uint32Array(memory.buffer, frameBytes, widthPx * heightPx);
  const instance = new WebAssembly.Instance(compiled, { env: { memory } });
  new Uint8Array(memory.buffer, 0, frameBytes).set(rgba.subarray(0, frameBytes));
  target.set(source);
  return { source, target, warpRows: instance.exports.warpRows as WarpRows, box: new Int32Array(memory.buffer, 2 * frameBytes, 4) };
}
