import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia, readStoredBytes } from '@talkreel/platform';
import { defaultFeaturePageSource } from '@talkreel/site';
import { getPublicVoice, loadVoiceCatalogue, synthesizeWithStoredEngine } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { readSiteVideoRecipes } from './read-site-video-recipes.ts';
import { SiteVideoLibrary } from './site-video-library.ts';

const execFileAsync = promisify(execFile);
const frameSizes = { '16:9': { widthPx: 1280, heightPx: 720 }, '9:16': { widthPx: 720, heightPx: 1280 }, '1:1': { widthPx: 720, heightPx: 720 } };
/** A scene lasts its speech: the render fits it to the synthesised audio, rounded to whole frames. */
const durationToleranceMs = 200;

/** Mean and standard deviation of the luma of a JPEG, and how many distinct luma values it has. */
async function lumaStatistics(ffmpegPath: string, jpegPath: string) {
  const { stdout } = await execFileAsync(ffmpegPath, ['-v', 'error', '-i', jpegPath, '-f', 'rawvideo', '-pix_fmt', 'gray', 'pipe:1'], {
    encoding: 'buffer',
    maxBuffer: 64 * 1024 * 1024,
  });
  const pixels = stdout as Buffer;
  let sum = 0;
  for (const value of pixels) sum += value;
  const mean = sum / pixels.length;
  let squares = 0;
  for (const value of pixels) squares += (value - mean) ** 2;
  return { mean, standardDeviation: Math.sqrt(squares / pixels.length), distinctValues: new Set(pixels).size };
}

describe('a site video, rendered for real', () => {
  let product: TestProduct;
  let workDir: string;

  beforeAll(async () => {
    product = await startTestProduct();
    workDir = await mkdtemp(path.join(tmpdir(), 'site-video-render-'));
  }, 60_000);
  afterAll(async () => {
    await product?.cleanup();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  it('renders the shortest recipe into an MP4 as long as its speech, at its frame size, with a poster frame; the route serves both', async () => {
    // The shortest one-speaker recipe by its real speech, so that this test pays for as little rendering as possible.
    const recipes = await readSiteVideoRecipes(defaultFeaturePageSource.videosDirectory);
    const catalogue = loadVoiceCatalogue();
    const speeches: { name: string; speechMs: number }[] = [];
    for (const [name, recipe] of recipes) {
      if (recipe.kind === 'podcast') continue;
      const voice = getPublicVoice(catalogue, recipe.voice);
      const speech = await synthesizeWithStoredEngine(product.speech.engines, voice.engine, voice.language, recipe.script);
      speeches.push({ name, speechMs: speech.durationMs });
    }
    const shortest = speeches.sort((a, b) => a.speechMs - b.speechMs)[0]!;
    const recipe = recipes.get(shortest.name)!;
    const videosDirectory = path.join(workDir, 'videos');
    await mkdir(videosDirectory);
    await copyFile(path.join(defaultFeaturePageSource.videosDirectory, `${shortest.name}.json`), path.join(videosDirectory, `${shortest.name}.json`));

    const library = new SiteVideoLibrary({ runtime: product.runtime } as AppContext, videosDirectory);
    const startedMs = Date.now();
    await library.start();
    let ready = await library.findReady(shortest.name);
    while (!ready && Date.now() - startedMs < 240_000) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      ready = await library.findReady(shortest.name);
    }
    library.stop();
    expect(ready, `${shortest.name} was not stored within 240 s`).toBeDefined();

    const videoPath = path.join(workDir, 'video.mp4');
    const posterPath = path.join(workDir, 'poster.jpg');
    await writeFile(videoPath, await readStoredBytes(product.runtime.storage, ready!.videoKey));
    await writeFile(posterPath, await readStoredBytes(product.runtime.storage, ready!.posterKey));
    const size = frameSizes[recipe.aspectRatio];
    const video = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(video.streams.map((stream) => stream.codecType).sort()).toEqual(['audio', 'video']);
    expect(video.streams.find((stream) => stream.codecType === 'video')).toMatchObject({ codecName: 'h264', width: size.widthPx, height: size.heightPx });
    expect(video.streams.find((stream) => stream.codecType === 'audio')?.codecName).toBe('aac');
    expect(Math.abs(video.durationMs - shortest.speechMs)).toBeLessThanOrEqual(durationToleranceMs);

    const poster = await probeMedia(product.runtime.ffprobePath, posterPath);
    expect(poster.streams[0]).toMatchObject({ codecName: 'mjpeg', width: size.widthPx, height: size.heightPx });
    // An avatar in a room with captions, not a flat or black frame.
    const luma = await lumaStatistics(product.runtime.ffmpegPath, posterPath);
    expect(luma.mean).toBeGreaterThan(30);
    expect(luma.standardDeviation).toBeGreaterThan(15);
    expect(luma.distinctValues).toBeGreaterThan(100);

    // The route's own library reads the repository's recipes: the same recipe has the same key, so it serves this render.
    const served = await product.app.inject({ method: 'GET', url: `/site/videos/${shortest.name}.mp4`, headers: { range: 'bytes=0-1' } });
    expect(served.statusCode).toBe(206);
    expect(served.headers['content-range']).toMatch(new RegExp(`^bytes 0-1/${(await readStoredBytes(product.runtime.storage, ready!.videoKey)).length}$`, 'u'));
    const servedPoster = await product.app.inject({ method: 'GET', url: `/site/videos/${shortest.name}.jpg` });
    expect(servedPoster.statusCode).toBe(200);
    expect(servedPoster.headers['content-type']).toBe('image/jpeg');
  }, 300_000);
});
