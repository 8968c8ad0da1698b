import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '@talkreel/platform/media';
import { buildFrameHeader, buildMatroskaHeader, encodeEbmlSize } from './matroska-raw-video.ts';

const execFileAsync = promisify(execFile);

describe('encodeEbmlSize', () => {
  it('uses the shortest length and never the all-ones value', () => {
    expect([...encodeEbmlSize(0)]).toEqual([0x80]);
    expect([...encodeEbmlSize(126)]).toEqual([0xfe]);
    expect([...encodeEbmlSize(127)]).toEqual([0x40, 0x7f]);
    expect([...encodeEbmlSize(8_294_404)]).toEqual([0x10, 0x7e, 0x90, 0x04]);
  });
});

describe('Matroska raw video', () => {
  it('is read by ffmpeg, whose fps filter repeats a frame until the next timestamp', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-mkv-'));
    try {
      const frameBytes = 2 * 2 * 4;
      const frame = (value: number) => Buffer.alloc(frameBytes, value);
      // Frames at 0, 40 and 120 ms: the one at 40 ms must also fill 80 ms.
      const stream = Buffer.concat([
        buildMatroskaHeader(2, 2, 25, 'RGBA'),
        ...[
          [0, 10],
          [40, 20],
          [120, 30],
        ].flatMap(([timeMs, value]) => [buildFrameHeader(timeMs!, frameBytes), frame(value!)]),
      ]);
      const inputPath = path.join(directory, 'frames.mkv');
      await writeFile(inputPath, stream);
      const { stdout } = await execFileAsync(
        resolveFfmpegPath(process.env.FFMPEG_PATH),
        ['-loglevel', 'error', '-i', inputPath, '-vf', 'fps=25', '-f', 'rawvideo', '-pix_fmt', 'rgba', 'pipe:1'],
        { encoding: 'buffer' },
      );
      const firstBytes = Array.from({ length: stdout.length / frameBytes }, (_, index) => stdout[index * frameBytes]);
      expect(firstBytes).toEqual([10, 20, 20, 30]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('carries I420 frames, which ffmpeg reads plane by plane', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-mkv-'));
    try {
      // 4 × 2: eight Y bytes, then two U and two V.
      const frame = Buffer.from([16, 32, 48, 64, 80, 96, 112, 128, 90, 100, 150, 160]);
      const stream = Buffer.concat([buildMatroskaHeader(4, 2, 25, 'I420'), buildFrameHeader(0, frame.length), frame]);
      const inputPath = path.join(directory, 'frames.mkv');
      await writeFile(inputPath, stream);
      const { stdout } = await execFileAsync(
        resolveFfmpegPath(process.env.FFMPEG_PATH),
        ['-loglevel', 'error', '-i', inputPath, '-f', 'rawvideo', '-pix_fmt', 'yuv420p', 'pipe:1'],
        { encoding: 'buffer' },
      );
      expect([...stdout]).toEqual([...frame]);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
