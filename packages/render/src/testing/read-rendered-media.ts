import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { resolveFfmpegPath, resolveFfprobePath } from '@talkreel/platform/media';
import { buildExtractAudioArgs, buildExtractFramesArgs } from '../ffmpeg/extract-frames-args.ts';

const execFileAsync = promisify(execFile);
const maxBufferBytes = 512 * 1024 * 1024;

/** Every frame of a video as RGBA, decoded by the shipped ffmpeg. */
export async function readVideoFrames(videoPath: string, widthPx: number, heightPx: number): Promise<Buffer[]> {
  const { stdout } = await execFileAsync(resolveFfmpegPath(process.env.FFMPEG_PATH), buildExtractFramesArgs(videoPath), {
    encoding: 'buffer',
    maxBuffer: maxBufferBytes,
  });
  const frameBytes = widthPx * heightPx * 4;
  return Array.from({ length: Math.floor(stdout.length / frameBytes) }, (_, index) => stdout.subarray(index * frameBytes, (index + 1) * frameBytes));
}

/** A file's audio as mono float samples at `sampleRateHz`. */
export async function readAudioSamples(mediaPath: string, sampleRateHz: number): Promise<Float32Array> {
  const { stdout } = await execFileAsync(resolveFfmpegPath(process.env.FFMPEG_PATH), buildExtractAudioArgs(mediaPath, sampleRateHz), {
    encoding: 'buffer',
    maxBuffer: maxBufferBytes,
  });
  return new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length - (stdout.length % 4)));
}

export interface ProbedStream {
  codec_type: string;
  codec_name: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  sample_rate?: string;
  channels?: number;
  duration?: string;
}

/** ffprobe's view of a file: streams and container duration. */
export async function probeRendered(mediaPath: string): Promise<{ streams: ProbedStream[]; durationMs: number }> {
  const { stdout } = await execFileAsync(resolveFfprobePath(process.env.FFPROBE_PATH), [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_streams',
    '-show_format',
    mediaPath,
  ]);
  const json = JSON.parse(stdout) as { streams: ProbedStream[]; format: { duration: string } };
  return { streams: json.streams, durationMs: Number(json.format.duration) * 1000 };
}

/** Mean of R, G, B over a frame or a region of it, 0–255. */
export function getMeanLuminance(frame: Buffer, widthPx: number, region?: { x: number; y: number; w: number; h: number }): number {
  const heightPx = frame.length / 4 / widthPx;
  const { x, y, w, h } = region ?? { x: 0, y: 0, w: widthPx, h: heightPx };
  let sum = 0;
  for (let row = y; row < y + h; row += 1) {
    for (let column = x; column < x + w; column += 1) {
      const offset = (row * widthPx + column) * 4;
      sum += (frame[offset]! + frame[offset + 1]! + frame[offset + 2]!) / 3;
    }
  }
  return sum / (w * h);
}

/** The RGBA of one pixel. */
export function getPixel(frame: Buffer, widthPx: number, x: number, y: number): [number, number, number, number] {
  const offset = (Math.round(y) * widthPx + Math.round(x)) * 4;
  return [frame[offset]!, frame[offset + 1]!, frame[offset + 2]!, frame[offset + 3]!];
}
