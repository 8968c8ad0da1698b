import { readFile } from 'node:fs/promises';
import Delaunator from 'delaunator';
import { describe, expect, it } from 'vitest';
import { compileWat, describeWatModule, formatWasmModule } from '@talkreel/platform/wasm';
import { createWarpPixels } from './warp-pixels.ts';
import { emptyBox, warpTriangle } from './warp-triangles.ts';

const widthPx = 64;
const heightPx = 48;
/** A photo of distinct opaque pixels. */
const source = new Uint32Array(widthPx * heightPx).map((_, index) => (0xff000000 | ((index * 2654435761) & 0xffffff)) >>> 0);

/** Points over the image with its border fixed, seeded; `jitter` moves the inner ones. */
function meshPoints(jitter: number): { rest: number[]; moved: number[] } {
  let state = 9;
  const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
  const rest: number[] = [0, 0, widthPx, 0, 0, heightPx, widthPx, heightPx];
  for (let index = 0; index < 40; index += 1) rest.push(2 + random() * (widthPx - 4), 2 + random() * (heightPx - 4));
  const moved = rest.map((value, index) => (index < 8 ? value : value + (random() - 0.5) * jitter));
  return { rest, moved };
}

function warpAll(rest: number[], moved: number[], eachIntoOwnTarget: boolean): Uint32Array[] {
  const triangles = new Delaunator(rest).triangles;
  const targets: Uint32Array[] = [];
  let shared = new Uint32Array(widthPx * heightPx);
  for (let t = 0; t < triangles.length; t += 3) {
    const [a, b, c] = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
    if (eachIntoOwnTarget) targets.push((shared = new Uint32Array(widthPx * heightPx)));
    const destination = [moved[a * 2]!, moved[a * 2 + 1]!, moved[b * 2]!, moved[b * 2 + 1]!, moved[c * 2]!, moved[c * 2 + 1]!] as const;
    const from = [rest[a * 2]!, rest[a * 2 + 1]!, rest[b * 2]!, rest[b * 2 + 1]!, rest[c * 2]!, rest[c * 2 + 1]!] as const;
    warpTriangle(source, shared, widthPx, heightPx, destination, from, emptyBox());
  }
  return eachIntoOwnTarget ? targets : [shared];
}

describe('warpTriangle', () => {
  it('covers every pixel exactly once when a moved mesh tiles the image (shared edges: no gaps, no double writes)', () => {
    const { rest, moved } = meshPoints(1);
    const coverage = new Uint8Array(widthPx * heightPx);
    for (const target of warpAll(rest, moved, true)) for (let index = 0; index < target.length; index += 1) if (target[index] !== 0) coverage[index]! += 1;
    expect(Math.min(...coverage)).toBe(1);
    expect(Math.max(...coverage)).toBe(1);
  });

  it('copies the photo exactly where nothing moved', () => {
    const { rest } = meshPoints(0);
    expect(warpAll(rest, rest, false)[0]).toEqual(source);
  });

  it('shifts the pixels by a whole-pixel move, bilinear sampling landing on pixel centres', () => {
    const from = [10, 10, 40, 10, 10, 40] as const;
    const target = new Uint32Array(widthPx * heightPx);
    const box = emptyBox();
    warpTriangle(source, target, widthPx, heightPx, [13, 12, 43, 12, 13, 42], from, box);
    expect(target[20 * widthPx + 20]).toBe(source[18 * widthPx + 17]);
    expect(target[15 * widthPx + 30]).toBe(source[13 * widthPx + 27]);
    expect(box).toEqual({ left: 13, top: 12, right: 42, bottom: 41 });
  });
});

describe('warpTriangle with the WebAssembly kernel', () => {
  it('draws bit for bit what the JavaScript sampler draws, for a moved mesh over a photo of random pixels', () => {
    const { rest, moved } = meshPoints(6);
    const expected = warpAll(rest, moved, false)[0]!;
    const bytes = new Uint8Array(source.buffer.slice(0));
    const pixels = createWarpPixels(bytes, widthPx, heightPx);
    pixels.target.fill(0);
    const triangles = new Delaunator(rest).triangles;
    for (let t = 0; t < triangles.length; t += 3) {
      const [a, b, c] = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
      const destination = [moved[a * 2]!, moved[a * 2 + 1]!, moved[b * 2]!, moved[b * 2 + 1]!, moved[c * 2]!, moved[c * 2 + 1]!] as const;
      const from = [rest[a * 2]!, rest[a * 2 + 1]!, rest[b * 2]!, rest[b * 2 + 1]!, rest[c * 2]!, rest[c * 2 + 1]!] as const;
      warpTriangle(pixels.source, pixels.target, widthPx, heightPx, destination, from, emptyBox(), pixels);
    }
    expect(pixels.source).toEqual(source);
    expect(pixels.target).toEqual(expected);
    // Not the photo itself: the mesh moved, so most pixels were sampled between photo pixels.
    expect(pixels.target.filter((value, index) => value !== source[index]).length).toBeGreaterThan(widthPx * heightPx * 0.5);
  });

  it('carries the bytes its WebAssembly text compiles to', async () => {
    const module = describeWatModule(new URL('./sample-span.wat', import.meta.url));
    expect(formatWasmModule(module, await compileWat(module.watUrl))).toBe(await readFile(module.moduleUrl, 'utf8'));
  });
});

describe('warpTriangle at the photo border', () => {
  it('never reads outside the photo: 3,000 random triangles sampling up to its edges, the same in WebAssembly and JavaScript', () => {
    let state = 7;
    const random = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 4294967296;
    // Corners on or just inside the border (where float positions stay inside but a rounded step may not), or anywhere.
    const coordinate = (size: number) => [0, size, 1e-4, size - 1 - 1e-4, random() * size][Math.floor(random() * 5)]!;
    const pixels = createWarpPixels(new Uint8Array(source.buffer.slice(0)), widthPx, heightPx);
    pixels.target.fill(0);
    const javascript = new Uint32Array(widthPx * heightPx);
    for (let index = 0; index < 3000; index += 1) {
      const destination = [random() * widthPx, random() * heightPx, random() * widthPx, random() * heightPx, random() * widthPx, random() * heightPx] as const;
      const from = [coordinate(widthPx), coordinate(heightPx), coordinate(widthPx), coordinate(heightPx), coordinate(widthPx), coordinate(heightPx)] as const;
      const [kernelBox, javascriptBox] = [emptyBox(), emptyBox()];
      warpTriangle(pixels.source, pixels.target, widthPx, heightPx, destination, from, kernelBox, pixels);
      warpTriangle(source, javascript, widthPx, heightPx, destination, from, javascriptBox);
      if (JSON.stringify(kernelBox) !== JSON.stringify(javascriptBox)) expect({ index, kernelBox }).toEqual({ index, kernelBox: javascriptBox });
    }
    expect(pixels.target).toEqual(javascript);
    expect(pixels.source).toEqual(source);
  });

  it('samples a row whose float positions end inside the top edge but whose rounded steps would not, without reading above it', () => {
    // Row 0 has 100 pixels; the source y falls from 0.5 by 330.8/65536 a pixel: 0.0002 px above the edge at the end in
    // floats, one 65536th below it in 16.16 steps (each rounded to 331).
    const wide = { widthPx: 128, heightPx: 48 };
    const photo = new Uint32Array(wide.widthPx * wide.heightPx).map((_, index) => (0xff000000 | ((index * 2654435761) & 0xffffff)) >>> 0);
    const at = -330.8 / 65536;
    const ct = 1 - at * 0.5;
    const destination = [0, 0, 101, 0, 0, 101] as const;
    const from = [1, ct, 102, ct + at * 101, 1, ct] as const;
    const pixels = createWarpPixels(new Uint8Array(photo.buffer.slice(0)), wide.widthPx, wide.heightPx);
    const javascript = Uint32Array.from(photo);
    warpTriangle(pixels.source, pixels.target, wide.widthPx, wide.heightPx, destination, from, emptyBox(), pixels);
    warpTriangle(photo, javascript, wide.widthPx, wide.heightPx, destination, from, emptyBox());
    expect(pixels.target).toEqual(javascript);
  });
});
