import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath } from '@talkreel/platform/media';
import { createColourSequenceClip } from '../testing/test-media.ts';
import { VideoFrameReader } from './video-frame-reader.ts';

let directory = '';
let clipPath = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-reader-'));
  clipPath = await createColourSequenceClip(directory, 'rgb.mp4', ['red', 'lime', 'blue']);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

function dominantChannel(frame: Buffer | null): string {
  if (!frame) return 'none';
  const [red, green, blue] = [frame[0]!, frame[1]!, frame[2]!];
  return red > 200 && green < 60 ? 'red' : green > 200 && red < 60 ? 'green' : blue > 200 && red < 60 ? 'blue' : `rgb(${red},${green},${blue})`;
}

function openReader(cacheLimitBytes = 0) {
  return new VideoFrameReader({
    ffmpegPath: resolveFfmpegPath(process.env.FFMPEG_PATH),
    filePath: clipPath,
    gridStartMs: 0,
    crop: { x: 0, y: 0, width: 160, height: 90 },
    widthPx: 16,
    heightPx: 9,
    cacheLimitBytes,
  });
}

describe('VideoFrameReader', () => {
  it('hands out the frame of each media time, sequentially', async () => {
    const reader = openReader();
    const seen = [];
    for (const mediaTimeMs of [0, 500, 960, 1000, 1520, 2100, 2960]) seen.push(dominantChannel(await reader.frameAt(mediaTimeMs)));
    expect(seen).toEqual(['red', 'red', 'red', 'green', 'green', 'blue', 'blue']);
    reader.close();
  });

  it('holds the last frame past the end and goes back by restarting', async () => {
    const reader = openReader();
    expect(dominantChannel(await reader.frameAt(2500))).toBe('blue');
    expect(dominantChannel(await reader.frameAt(5000))).toBe('blue');
    expect(dominantChannel(await reader.frameAt(200))).toBe('red');
    expect(dominantChannel(await reader.frameAt(1200))).toBe('green');
    reader.close();
  });

  it('serves a loop from its cache without decoding again', async () => {
    const reader = openReader(16 * 9 * 4 * 100);
    const first = await reader.frameAt(400);
    await reader.frameAt(1400);
    expect(await reader.frameAt(400)).toBe(first);
    reader.close();
  });

  it('reports an unreadable file', async () => {
    const reader = new VideoFrameReader({
      ffmpegPath: resolveFfmpegPath(process.env.FFMPEG_PATH),
      filePath: path.join(directory, 'missing.mp4'),
      gridStartMs: 0,
      crop: { x: 0, y: 0, width: 2, height: 2 },
      widthPx: 2,
      heightPx: 2,
    });
    await expect(reader.frameAt(0)).rejects.toThrow(/ffmpeg exited/);
  });
});
