import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, ImageData, loadImage } from '@napi-rs/canvas';

/** How far a decoded frame may drift from its golden: encoder rounding, not a changed picture. */
export interface FrameTolerance {
  /** Mean absolute difference over all RGB channels, 0–255. */
  maxMeanDifference: number;
  /** Share of pixels allowed to differ by more than 48 in some channel. */
  maxOutlierShare: number;
}

export const defaultFrameTolerance: FrameTolerance = { maxMeanDifference: 2.5, maxOutlierShare: 0.01 };

export interface FrameDifference {
  meanDifference: number;
  outlierShare: number;
}

export function compareFrames(actual: Uint8Array, expected: Uint8Array): FrameDifference {
  if (actual.length !== expected.length) throw new Error(`frame sizes differ: ${actual.length} vs ${expected.length} bytes`);
  let total = 0;
  let outliers = 0;
  for (let offset = 0; offset < actual.length; offset += 4) {
    let worst = 0;
    for (let channel = 0; channel < 3; channel += 1) {
      const difference = Math.abs(actual[offset + channel]! - expected[offset + channel]!);
      total += difference;
      worst = Math.max(worst, difference);
    }
    if (worst > 48) outliers += 1;
  }
  const pixelCount = actual.length / 4;
  return { meanDifference: total / (pixelCount * 3), outlierShare: outliers / pixelCount };
}

export async function writePng(filePath: string, rgba: Uint8Array, widthPx: number, heightPx: number): Promise<void> {
  const canvas = createCanvas(widthPx, heightPx);
  canvas.getContext('2d').putImageData(new ImageData(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.length), widthPx, heightPx), 0, 0);
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, canvas.toBuffer('image/png'));
}

export async function readPng(filePath: string): Promise<{ rgba: Uint8Array; widthPx: number; heightPx: number }> {
  const image = await loadImage(filePath);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, image.width, image.height).data;
  return { rgba: new Uint8Array(pixels.buffer, pixels.byteOffset, pixels.length), widthPx: image.width, heightPx: image.height };
}

/**
 * Compares a frame with its stored golden PNG. With UPDATE_GOLDEN=1 the
 * golden is (re)written instead: look at it before keeping it.
 */
export async function matchGoldenFrame(
  goldenPath: string,
  rgba: Uint8Array,
  widthPx: number,
  heightPx: number,
  tolerance = defaultFrameTolerance,
): Promise<FrameDifference> {
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(goldenPath)) {
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`missing golden ${goldenPath}: run with UPDATE_GOLDEN=1 and look at the PNG`);
    await writePng(goldenPath, rgba, widthPx, heightPx);
    return { meanDifference: 0, outlierShare: 0 };
  }
  const golden = await readPng(goldenPath);
  if (golden.widthPx !== widthPx || golden.heightPx !== heightPx)
    throw new Error(`golden ${goldenPath} is ${golden.widthPx}×${golden.heightPx}, frame is ${widthPx}×${heightPx}`);
  const difference = compareFrames(rgba, golden.rgba);
  if (difference.meanDifference > tolerance.maxMeanDifference || difference.outlierShare > tolerance.maxOutlierShare) {
    await writePng(goldenPath.replace(/\.png$/, '.actual.png'), rgba, widthPx, heightPx);
  }
  return difference;
}
