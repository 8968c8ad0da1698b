import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { createCanvas, ImageData, loadImage } from '@napi-rs/canvas';

const run = promisify(execFile);
const ffmpegPath = (createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** Straight RGBA pixels of an opaque picture. */
export interface RgbaFrame {
  widthPx: number;
  heightPx: number;
  data: Uint8ClampedArray;
}

export async function decodePng(bytes: Buffer): Promise<RgbaFrame> {
  const image = await loadImage(bytes);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  return { widthPx: image.width, heightPx: image.height, data: context.getImageData(0, 0, image.width, image.height).data };
}

/**
 * The MP4's frame at `timeMs`, scaled to `widthPx` wide, as ffmpeg decodes
 * it. The renderer draws frame n at n × 40 ms; seeking to half a frame
 * before that time makes the first decoded frame exactly frame n (an input
 * seek keeps frames from the seek point on). Two traps avoided: the pixels
 * come out raw, because a PNG from ffmpeg carries the stream's BT.709 gAMA
 * and cHRM chunks and a colour-managed decoder then shifts every colour
 * (#1E2A4A read back as #1D2D52); and the scaler is told the stream's
 * BT.709 limited-range matrix and to round accurately, without which this
 * ffmpeg's fast path is 2 levels off (#1E2A4A → #1B2848).
 */
export async function extractVideoFrame(videoPath: string, timeMs: number, widthPx: number): Promise<RgbaFrame> {
  const seekS = Math.max(0, (timeMs - 20) / 1000);
  const scale = `scale=${widthPx}:-2:in_color_matrix=bt709:in_range=tv:out_range=pc:flags=bicubic+accurate_rnd+full_chroma_int`;
  const args = ['-v', 'error', '-ss', seekS.toFixed(3), '-i', videoPath, '-frames:v', '1', '-vf', scale, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'];
  const { stdout } = await run(ffmpegPath, args, { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024 });
  const heightPx = stdout.length / (widthPx * 3);
  const data = new Uint8ClampedArray(widthPx * heightPx * 4);
  for (let pixel = 0; pixel < widthPx * heightPx; pixel += 1) {
    data.set(stdout.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    data[pixel * 4 + 3] = 255;
  }
  return { widthPx, heightPx, data };
}

/** Mean absolute difference per pixel over R, G and B, in 0–255 levels. */
export function meanAbsoluteRgbDifference(a: RgbaFrame, b: RgbaFrame): number {
  if (a.widthPx !== b.widthPx || a.heightPx !== b.heightPx) throw new Error(`Sizes differ: ${a.widthPx}×${a.heightPx} and ${b.widthPx}×${b.heightPx}`);
  let sum = 0;
  for (let index = 0; index < a.data.length; index += 4) {
    sum += Math.abs(a.data[index]! - b.data[index]!) + Math.abs(a.data[index + 1]! - b.data[index + 1]!) + Math.abs(a.data[index + 2]! - b.data[index + 2]!);
  }
  return sum / ((a.data.length / 4) * 3);
}

/**
 * The worst square block's mean |RGB| difference (0–255). A global mean
 * dilutes a small element (a caption is about 2 % of the frame); per block
 * a missing or wrong caption stands out.
 */
export function maxBlockDifference(a: RgbaFrame, b: RgbaFrame, blockPx: number): number {
  let worst = 0;
  for (let top = 0; top + blockPx <= a.heightPx; top += blockPx) {
    for (let left = 0; left + blockPx <= a.widthPx; left += blockPx) {
      let sum = 0;
      for (let y = top; y < top + blockPx; y += 1) {
        for (let x = left; x < left + blockPx; x += 1) {
          const index = (y * a.widthPx + x) * 4;
          sum +=
            Math.abs(a.data[index]! - b.data[index]!) + Math.abs(a.data[index + 1]! - b.data[index + 1]!) + Math.abs(a.data[index + 2]! - b.data[index + 2]!);
        }
      }
      worst = Math.max(worst, sum / (blockPx * blockPx * 3));
    }
  }
  return worst;
}

/** The frame moved by (dx, dy) px, the uncovered edge filled with its nearest pixels. */
export function shiftFrame(frame: RgbaFrame, dxPx: number, dyPx: number): RgbaFrame {
  const data = new Uint8ClampedArray(frame.data.length);
  for (let y = 0; y < frame.heightPx; y += 1) {
    const sourceY = Math.min(frame.heightPx - 1, Math.max(0, y - dyPx));
    for (let x = 0; x < frame.widthPx; x += 1) {
      const sourceX = Math.min(frame.widthPx - 1, Math.max(0, x - dxPx));
      const from = (sourceY * frame.widthPx + sourceX) * 4;
      data.set(frame.data.subarray(from, from + 4), (y * frame.widthPx + x) * 4);
    }
  }
  return { ...frame, data };
}

/** |a − b| per channel, amplified 4 times so small differences can be seen. */
function differenceFrame(a: RgbaFrame, b: RgbaFrame): RgbaFrame {
  const data = new Uint8ClampedArray(a.data.length);
  for (let index = 0; index < data.length; index += 4) {
    for (let channel = 0; channel < 3; channel += 1) data[index + channel] = Math.abs(a.data[index + channel]! - b.data[index + channel]!) * 4;
    data[index + 3] = 255;
  }
  return { ...a, data };
}

/** Server frame, browser frame and their amplified difference side by side, 8 px apart, as a PNG. */
export async function writeComparisonPng(filePath: string, server: RgbaFrame, browser: RgbaFrame): Promise<void> {
  const gapPx = 8;
  const panels = [server, browser, differenceFrame(server, browser)];
  const canvas = createCanvas(server.widthPx * 3 + gapPx * 2, server.heightPx);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  panels.forEach((panel, index) => {
    context.putImageData(new ImageData(panel.data, panel.widthPx, panel.heightPx), index * (server.widthPx + gapPx), 0);
  });
  await writeFile(filePath, await canvas.encode('png'));
}
