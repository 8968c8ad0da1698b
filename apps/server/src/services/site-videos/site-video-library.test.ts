import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryOwnerId, probeMedia, readStoredBytes } from '@talkreel/platform';
import { defaultFeaturePageSource } from '@talkreel/site';
import { getPublicVoice, loadVoiceCatalogue, synthesizeWithStoredEngine } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { readSiteVideoRecipes } from './read-site-video-recipes.ts';
import { SiteVideoLibrary } from './site-video-library.ts';
import { sitePhotosDirectoryOf } from './site-video-photo.ts';

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

/** The mean luma of one region in each frame, 5 frames a second. */
async function regionLumaPerFrame(ffmpegPath: string, videoPath: string, region: { x: number; y: number; widthPx: number; heightPx: number }) {
  const crop = `crop=${region.widthPx}:${region.heightPx}:${region.x}:${region.y}`;
  const { stdout } = await execFileAsync(ffmpegPath, [
    '-v',
    'error',
    '-i',
    videoPath,
    '-vf',
    `fps=5,${crop},signalstats,metadata=print:key=lavfi.signalstats.YAVG:file=-`,
    '-f',
    'null',
    '-',
  ]);
  return [...stdout.matchAll(/YAVG=([\d.]+)/gu)].map((match) => Number(match[1]));
}

/** Starts the library (it queues the missing renders) and waits for one site video's stored render. */
async function waitUntilStored(library: SiteVideoLibrary, name: string, timeoutMs: number) {
  const startedMs = Date.now();
  await library.start();
  let ready = await library.findReady(name);
  while (!ready && Date.now() - startedMs < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    ready = await library.findReady(name);
  }
  library.stop();
  return ready;
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
      if (recipe.kind === 'podcast' || recipe.kind === 'translation') continue;
      const voice = getPublicVoice(catalogue, recipe.voice);
      const speech = await synthesizeWithStoredEngine(product.speech.engines, voice.engine, voice.language, recipe.script);
      speeches.push({ name, speechMs: speech.durationMs });
    }
    const shortest = speeches.sort((a, b) => a.speechMs - b.speechMs)[0]!;
    const recipe = recipes.get(shortest.name)!;
    const videosDirectory = path.join(workDir, 'videos');
    await mkdir(videosDirectory);
    await copyFile(path.join(defaultFeaturePageSource.videosDirectory, `${shortest.name}.json`), path.join(videosDirectory, `${shortest.name}.json`));

    const ready = await waitUntilStored(new SiteVideoLibrary({ runtime: product.runtime } as AppContext, videosDirectory), shortest.name, 240_000);
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

  it('makes the photograph of talking-photo-photograph talk: stored as a library file, its mouth moving while the background stays still', async () => {
    const name = 'talking-photo-photograph';
    const videosDirectory = path.join(workDir, 'photo-videos');
    const photosDirectory = sitePhotosDirectoryOf(videosDirectory);
    await mkdir(videosDirectory);
    await mkdir(photosDirectory);
    await copyFile(path.join(defaultFeaturePageSource.videosDirectory, `${name}.json`), path.join(videosDirectory, `${name}.json`));
    const photoFile = 'filippo-giunchedi-2015.jpg';
    await copyFile(path.join(sitePhotosDirectoryOf(defaultFeaturePageSource.videosDirectory), photoFile), path.join(photosDirectory, photoFile));

    const ready = await waitUntilStored(new SiteVideoLibrary({ runtime: product.runtime } as AppContext, videosDirectory), name, 240_000);
    expect(ready, `${name} was not stored within 240 s`).toBeDefined();
    const stored = await product.runtime.database.db.selectFrom('files').select(['owner_id', 'kind']).where('original_name', '=', photoFile).execute();
    expect(stored).toEqual([{ owner_id: libraryOwnerId, kind: 'jpg' }]);

    const videoPath = path.join(workDir, 'photo.mp4');
    await writeFile(videoPath, await readStoredBytes(product.runtime.storage, ready!.videoKey));
    const video = await probeMedia(product.runtime.ffprobePath, videoPath);
    expect(video.streams.find((stream) => stream.codecType === 'video')).toMatchObject({ width: 1280, height: 720 });
    expect(video.durationMs).toBeGreaterThan(3000);
    // The 800×533 photo fills the 16:9 frame: its mouth lies about here, the dark leaves of the background at the top right.
    const mouth = await regionLumaPerFrame(product.runtime.ffmpegPath, videoPath, { x: 580, y: 270, widthPx: 120, heightPx: 50 });
    const background = await regionLumaPerFrame(product.runtime.ffmpegPath, videoPath, { x: 1000, y: 100, widthPx: 200, heightPx: 60 });
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(mouth.length).toBeGreaterThan(15);
    // Lips parting over teeth and closing again, frame after frame (about 15 luma levels here); the leaves do not move.
    expect(spread(mouth)).toBeGreaterThan(8);
    expect(spread(background)).toBeLessThan(1.5);
  }, 300_000);
});
