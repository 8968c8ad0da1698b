import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '@talkreel/platform/media';
import { compileWat, describeWatModule, formatWasmModule } from '@talkreel/platform/wasm';
import type { PixelBox } from '../frames/changed-region.ts';
import { convertRgbaBoxToI420, getI420FrameBytes, I420Frames } from './i420-frames.ts';

const execFileAsync = promisify(execFile);

/** A frame of one colour, RGBA. */
function solid(widthPx: number, heightPx: number, [r, g, b]: [number, number, number]): Uint8Array {
  const rgba = new Uint8Array(widthPx * heightPx * 4);
  for (let index = 0; index < rgba.length; index += 4) rgba.set([r, g, b, 255], index);
  return rgba;
}

function convertWhole(rgba: Uint8Array, widthPx: number, heightPx: number): Uint8Array {
  const i420 = new Uint8Array(getI420FrameBytes(widthPx, heightPx));
  convertRgbaBoxToI420(rgba, widthPx, heightPx, i420, { left: 0, top: 0, right: widthPx, bottom: heightPx });
  return i420;
}

/** A seeded pseudo-random generator (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

describe('convertRgbaBoxToI420', () => {
  it('gives BT.709 limited-range values: black 16, white 235, red, green and blue where the standard puts them', () => {
    const cases: [[number, number, number], [number, number, number]][] = [
      [
        [0, 0, 0],
        [16, 128, 128],
      ],
      [
        [255, 255, 255],
        [235, 128, 128],
      ],
      [
        [255, 0, 0],
        [63, 102, 240],
      ],
      [
        [0, 255, 0],
        [173, 42, 26],
      ],
      [
        [0, 0, 255],
        [32, 240, 118],
      ],
    ];
    for (const [rgb, [y, u, v]] of cases) {
      const i420 = convertWhole(solid(4, 2, rgb), 4, 2);
      expect({ rgb, yuv: [...i420] }).toEqual({ rgb, yuv: [y, y, y, y, y, y, y, y, u, u, v, v] });
    }
  });

  it('matches ffmpeg’s own BT.709 conversion of the same frame: luma within 1, chroma within 1 but at hard edges', async () => {
    const [widthPx, heightPx] = [64, 48];
    const rgba = new Uint8Array(widthPx * heightPx * 4);
    // Smooth ramps in every channel, and a face-like patch of skin tones.
    for (let y = 0; y < heightPx; y += 1) {
      for (let x = 0; x < widthPx; x += 1) {
        const index = (y * widthPx + x) * 4;
        const isPatch = x > 20 && x < 44 && y > 12 && y < 36;
        rgba.set(isPatch ? [200 + (x % 5), 150 + (y % 7), 120, 255] : [x * 4, y * 5, 255 - x * 2 - y, 255], index);
      }
    }
    const directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-i420-'));
    try {
      await writeFile(path.join(directory, 'frame.rgba'), rgba);
      const { stdout } = await execFileAsync(
        resolveFfmpegPath(process.env.FFMPEG_PATH),
        [
          ...['-loglevel', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${widthPx}x${heightPx}`, '-i', path.join(directory, 'frame.rgba')],
          ...['-vf', 'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p', '-f', 'rawvideo', 'pipe:1'],
        ],
        { encoding: 'buffer' },
      );
      const ours = convertWhole(rgba, widthPx, heightPx);
      expect(stdout.length).toBe(ours.length);
      const lumaBytes = widthPx * heightPx;
      let lumaWorst = 0;
      let chromaWorst = 0;
      let chromaOffByMore = 0;
      for (let index = 0; index < ours.length; index += 1) {
        const difference = Math.abs(ours[index]! - stdout[index]!);
        if (index < lumaBytes) lumaWorst = Math.max(lumaWorst, difference);
        else {
          chromaWorst = Math.max(chromaWorst, difference);
          if (difference > 1) chromaOffByMore += 1;
        }
      }
      expect(lumaWorst).toBeLessThanOrEqual(1);
      // ffmpeg's vertical chroma filter spans more rows than a 2 × 2 average: they differ along the patch's
      // top and bottom edges (measured: 5 at worst, 3 % of the chroma samples), nowhere else.
      expect(chromaWorst).toBeLessThanOrEqual(6);
      expect(chromaOffByMore / (ours.length - lumaBytes)).toBeLessThan(0.05);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('grows an odd box to even edges and leaves the rest of the frame alone', () => {
    const i420 = new Uint8Array(getI420FrameBytes(8, 4)).fill(7);
    convertRgbaBoxToI420(solid(8, 4, [255, 255, 255]), 8, 4, i420, { left: 3, top: 1, right: 5, bottom: 2 });
    // Luma columns 2–5 of rows 0–1; chroma sample (1..2, 0).
    expect([...i420.subarray(0, 16)]).toEqual([7, 7, 235, 235, 235, 235, 7, 7, 7, 7, 235, 235, 235, 235, 7, 7]);
    expect([...i420.subarray(16, 32)]).toEqual(Array(16).fill(7));
    expect([...i420.subarray(32, 36)]).toEqual([7, 128, 128, 7]);
    expect([...i420.subarray(40, 44)]).toEqual([7, 128, 128, 7]);
  });
});

describe('I420Frames', () => {
  it('converting only the changed boxes gives, frame after frame, the bytes of converting every frame whole', () => {
    const [widthPx, heightPx] = [96, 64];
    const next = random(42);
    let rgba = solid(widthPx, heightPx, [30, 60, 90]);
    const frames = new I420Frames(widthPx, heightPx);
    for (let frameIndex = 0; frameIndex < 40; frameIndex += 1) {
      // Each frame repaints a few random boxes (odd edges included) of a copy of the last one.
      rgba = rgba.slice();
      const boxes: PixelBox[] = [];
      for (let count = 1 + Math.floor(next() * 3); count > 0; count -= 1) {
        const left = Math.floor(next() * widthPx);
        const top = Math.floor(next() * heightPx);
        const box = { left, top, right: Math.min(widthPx, left + 1 + Math.floor(next() * 30)), bottom: Math.min(heightPx, top + 1 + Math.floor(next() * 20)) };
        boxes.push(box);
        for (let y = box.top; y < box.bottom; y += 1) {
          for (let x = box.left; x < box.right; x += 1) rgba.set([next() * 256, next() * 256, next() * 256, 255], (y * widthPx + x) * 4);
        }
      }
      const change = frameIndex === 0 ? 'whole-frame' : frameIndex % 9 === 5 ? 'whole-frame' : boxes;
      const converted = frames.convert(rgba, change);
      expect(Buffer.compare(converted, Buffer.from(convertWhole(rgba, widthPx, heightPx)))).toBe(0);
    }
  });

  it('converts in WebAssembly bit for bit what the JavaScript reference does, on noise, at a width that is no multiple of four', () => {
    const [widthPx, heightPx] = [270, 48];
    const next = random(7);
    const rgba = Uint8Array.from({ length: widthPx * heightPx * 4 }, () => Math.floor(next() * 256));
    const converted = new I420Frames(widthPx, heightPx).convert(rgba, 'whole-frame');
    expect(Buffer.compare(converted, Buffer.from(convertWhole(rgba, widthPx, heightPx)))).toBe(0);
  });

  it('carries the bytes its WebAssembly text compiles to', async () => {
    const module = describeWatModule(new URL('./rgba-to-i420.wat', import.meta.url));
    expect(formatWasmModule(module, await compileWat(module.watUrl))).toBe(await readFile(module.moduleUrl, 'utf8'));
  });

  it('refuses odd sides, which yuv420p cannot carry', () => {
    expect(() => new I420Frames(5, 4)).toThrow('I420 needs even sides, not 5×4');
  });
});
