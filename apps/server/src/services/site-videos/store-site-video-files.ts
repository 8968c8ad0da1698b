import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { probeMedia, runFfmpeg, type Runtime } from '@talkreel/platform';
import { siteVideoStorageKeys } from './site-video-cache-key.ts';

/** Where the poster is taken when the workspace names no later cover time: a second in, when the mouth is moving and the captions show. */
const defaultPosterAtMs = 1_000;

/** ffmpeg arguments for one JPEG frame at `atMs`, at the video's own size (quality 3 of 2–31: sharp, about 60 KB at 720p). */
function posterFrameArgs(videoPath: string, atMs: number, posterPath: string): string[] {
  return ['-y', '-ss', (atMs / 1000).toFixed(3), '-i', videoPath, '-frames:v', '1', '-q:v', '3', '-an', posterPath];
}

/**
 * Stores a finished render as a site video under its cache key: the MP4 as
 * rendered (H.264 with its index first) and a JPEG poster from a representative
 * frame (the workspace's cover time, or 1 s in). The poster is stored first,
 * so a stored video always has its poster. Storing twice (two processes that
 * saw the render finish) writes the same objects.
 */
export async function storeSiteVideoFiles(runtime: Runtime, render: { videoKey: string; coverTimeMs: number }, cacheKey: string): Promise<void> {
  const keys = siteVideoStorageKeys(cacheKey);
  const workDir = await mkdtemp(path.join(runtime.tempDir, 'site-video-'));
  try {
    const videoPath = path.join(workDir, 'video.mp4');
    const posterPath = path.join(workDir, 'poster.jpg');
    await pipeline(await runtime.storage.read(render.videoKey), createWriteStream(videoPath));
    const { durationMs } = await probeMedia(runtime.ffprobePath, videoPath);
    // A frame well inside the video, however short it is.
    const atMs = Math.max(0, Math.min(Math.max(render.coverTimeMs, defaultPosterAtMs), durationMs - 200));
    await runFfmpeg({ ffmpegPath: runtime.ffmpegPath, args: posterFrameArgs(videoPath, atMs, posterPath) });
    await runtime.storage.put(keys.posterKey, createReadStream(posterPath), { contentType: 'image/jpeg' });
    await runtime.storage.put(keys.videoKey, createReadStream(videoPath), { contentType: 'video/mp4' });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
