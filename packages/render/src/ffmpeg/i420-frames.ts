import { dropCoveredBoxes, getBoxArea, type ChangedRegion, type PixelBox } from '../frames/changed-region.ts';
import { rgbaToI420WasmBase64 } from './rgba-to-i420-wasm.ts';

/*
 * BT.709, limited range ("tv"), in 17.15 fixed point: what ffmpeg's
 * `scale=out_color_matrix=bt709:out_range=tv` computes, from 8-bit RGB.
 * Y' = 16 + 219/255 (0.2126 R + 0.7152 G + 0.0722 B), Cb and Cr = 128 + 224/255 (B − Y) / 1.8556
 * and (R − Y) / 1.5748. Chroma is the average of each 2 × 2 block (summed, so shifted by 17).
 * 15 bits, so that each coefficient fits the 16-bit lanes of the WebAssembly kernel (rgba-to-i420.wat).
 */
const yR = 5_983;
const yG = 20_127;
const yB = 2_032;
const cbR = -3_298;
const cbG = -11_094;
const cbB = 14_392;
const crR = 14_392;
const crG = -13_072;
const crB = -1_320;
/** 16 and a half, in 17.15. */
const yBias = (16 << 15) + (1 << 14);
/** 128 and a half, in 15.17. */
const chromaBias = (128 << 17) + (1 << 16);

/** The bytes of one I420 (yuv420p) frame: the full Y plane, then the U and V planes at half width and height. */
export function getI420FrameBytes(widthPx: number, heightPx: number): number {
  return widthPx * heightPx + 2 * (widthPx / 2) * (heightPx / 2);
}

/** A box grown to even edges (each chroma sample covers 2 × 2 pixels), kept on the frame. */
function toEvenBox(box: PixelBox, widthPx: number, heightPx: number): PixelBox {
  return {
    left: Math.max(0, box.left & ~1),
    top: Math.max(0, box.top & ~1),
    right: Math.min(widthPx, (box.right + 1) & ~1),
    bottom: Math.min(heightPx, (box.bottom + 1) & ~1),
  };
}

/**
 * Converts one box of an RGBA frame (alpha ignored: frames are opaque) into
 * the same box of an I420 frame of the same even size, in JavaScript: the
 * reference the WebAssembly kernel matches bit for bit, and the last two
 * columns of a box whose width is not a multiple of four.
 */
export function convertRgbaBoxToI420(rgba: Uint8Array, widthPx: number, heightPx: number, i420: Uint8Array, box: PixelBox): void {
  const { left, top, right, bottom } = toEvenBox(box, widthPx, heightPx);
  const rowBytes = widthPx * 4;
  const chromaWidthPx = widthPx >> 1;
  const uPlane = widthPx * heightPx;
  const vPlane = uPlane + chromaWidthPx * (heightPx >> 1);
  for (let y = top; y < bottom; y += 2) {
    let upper = y * rowBytes + left * 4;
    let lower = upper + rowBytes;
    let luma = y * widthPx + left;
    let chroma = (y >> 1) * chromaWidthPx + (left >> 1);
    for (let x = left; x < right; x += 2) {
      const r0 = rgba[upper]!;
      const g0 = rgba[upper + 1]!;
      const b0 = rgba[upper + 2]!;
      const r1 = rgba[upper + 4]!;
      const g1 = rgba[upper + 5]!;
      const b1 = rgba[upper + 6]!;
      const r2 = rgba[lower]!;
      const g2 = rgba[lower + 1]!;
      const b2 = rgba[lower + 2]!;
      const r3 = rgba[lower + 4]!;
      const g3 = rgba[lower + 5]!;
      const b3 = rgba[lower + 6]!;
      i420[luma] = (yR * r0 + yG * g0 + yB * b0 + yBias) >> 15;
      i420[luma + 1] = (yR * r1 + yG * g1 + yB * b1 + yBias) >> 15;
      i420[luma + widthPx] = (yR * r2 + yG * g2 + yB * b2 + yBias) >> 15;
      i420[luma + widthPx + 1] = (yR * r3 + yG * g3 + yB * b3 + yBias) >> 15;
      const r = r0 + r1 + r2 + r3;
      const g = g0 + g1 + g2 + g3;
      const b = b0 + b1 + b2 + b3;
      i420[uPlane + chroma] = (cbR * r + cbG * g + cbB * b + chromaBias) >> 17;
      i420[vPlane + chroma] = (crR * r + crG * g + crB * b + chromaBias) >> 17;
      upper += 8;
      lower += 8;
      luma += 2;
      chroma += 1;
    }
  }
}

/** Frames in flight at once: the one ffmpeg is being sent, and the one being converted. */
const bufferCount = 2;

let compiled: WebAssembly.Module | null = null;

type ConvertGroups = (
  rgba: number,
  rgbaStride: number,
  y: number,
  yStride: number,
  u: number,
  v: number,
  chromaStride: number,
  groups: number,
  rowPairs: number,
) => void;

/**
 * The drawn RGBA frames as I420, for the encoder: ffmpeg then only encodes
 * (its own RGBA → YUV conversion cost about 5 ms a 720 × 1280 frame here,
 * a quarter of the encode), and each frame crosses the pipe in 1.5 bytes a
 * pixel instead of 4. A buffer is brought up to date with the boxes that
 * changed since it last held a frame, so a talking face converts its face,
 * not the frame. The conversion is a WebAssembly SIMD kernel
 * (rgba-to-i420.wat, four pixels of two rows a turn); the buffers live in
 * its memory, beside a copy of the box being converted.
 */
export class I420Frames {
  readonly #widthPx: number;
  readonly #heightPx: number;
  readonly #frameBytes: number;
  readonly #memory: WebAssembly.Memory;
  readonly #convertGroups: ConvertGroups;
  readonly #buffers: Buffer[] = [];
  /** Where the rows of the box being converted are copied, after the buffers. */
  readonly #stagingByte: number;
  /** The changes of the last `bufferCount` frames converted, oldest first. */
  readonly #recentChanges: ChangedRegion[] = [];
  #convertedCount = 0;

  constructor(widthPx: number, heightPx: number) {
    if (widthPx % 2 !== 0 || heightPx % 2 !== 0) throw new RangeError(`I420 needs even sides, not ${widthPx}×${heightPx}`);
    this.#widthPx = widthPx;
    this.#heightPx = heightPx;
    this.#frameBytes = getI420FrameBytes(widthPx, heightPx);
    // 16-byte aligned slots: the buffers, then the staging copy (a whole RGBA frame at most).
    const slotBytes = Math.ceil(this.#frameBytes / 16) * 16;
    this.#stagingByte = bufferCount * slotBytes;
    this.#memory = new WebAssembly.Memory({ initial: Math.ceil((this.#stagingByte + widthPx * heightPx * 4) / 65_536) });
    compiled ??= new WebAssembly.Module(Buffer.from(rgbaToI420WasmBase64, 'base64'));
    const instance = new WebAssembly.Instance(compiled, { env: { memory: this.#memory } });
    this.#convertGroups = instance.exports.convert as ConvertGroups;
    for (let index = 0; index < bufferCount; index += 1) this.#buffers.push(Buffer.from(this.#memory.buffer, index * slotBytes, this.#frameBytes));
  }

  /**
   * The I420 frame of `rgba`, given where it differs from the frame converted
   * before it. The buffer keeps its bytes until the call after next.
   */
  convert(rgba: Uint8Array, change: ChangedRegion): Buffer {
    this.#recentChanges.push(change);
    if (this.#recentChanges.length > bufferCount) this.#recentChanges.shift();
    const bufferIndex = this.#convertedCount % bufferCount;
    const isFirstUse = this.#convertedCount < bufferCount;
    this.#convertedCount += 1;
    const buffer = this.#buffers[bufferIndex]!;
    const wholeFrame: PixelBox = { left: 0, top: 0, right: this.#widthPx, bottom: this.#heightPx };
    const stale = isFirstUse || this.#recentChanges.includes('whole-frame') ? [wholeFrame] : dropCoveredBoxes((this.#recentChanges as PixelBox[][]).flat());
    // Overlapping boxes would be converted twice: past half the frame, once whole is cheaper.
    const area = stale.reduce((sum, box) => sum + getBoxArea(box), 0);
    for (const box of area > 0.5 * this.#widthPx * this.#heightPx ? [wholeFrame] : stale) this.#convertBox(rgba, buffer, box);
    return buffer;
  }

  #convertBox(rgba: Uint8Array, buffer: Buffer, box: PixelBox): void {
    const widthPx = this.#widthPx;
    const { left, top, right, bottom } = toEvenBox(box, widthPx, this.#heightPx);
    const groups = (right - left) >> 2;
    if (right <= left || bottom <= top) return;
    if (groups > 0) {
      const rowBytes = groups * 16;
      const staging = new Uint8Array(this.#memory.buffer, this.#stagingByte, (bottom - top) * rowBytes);
      if (left === 0 && rowBytes === widthPx * 4) staging.set(rgba.subarray(top * rowBytes, bottom * rowBytes));
      else {
        for (let row = top; row < bottom; row += 1) {
          const start = (row * widthPx + left) * 4;
          staging.set(rgba.subarray(start, start + rowBytes), (row - top) * rowBytes);
        }
      }
      const chromaWidthPx = widthPx >> 1;
      const uPlane = buffer.byteOffset + widthPx * this.#heightPx;
      const vPlane = uPlane + chromaWidthPx * (this.#heightPx >> 1);
      const chroma = (top >> 1) * chromaWidthPx + (left >> 1);
      this.#convertGroups(
        this.#stagingByte,
        rowBytes,
        buffer.byteOffset + top * widthPx + left,
        widthPx,
        uPlane + chroma,
        vPlane + chroma,
        chromaWidthPx,
        groups,
        (bottom - top) >> 1,
      );
    }
    // Even edges leave at most two columns past the last group of four.
    if (left + groups * 4 < right) convertRgbaBoxToI420(rgba, widthPx, this.#heightPx, buffer, { left: left + groups * 4, top, right, bottom });
  }
}
