import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTranslationRoute, dubTranslationRoute, getTranslationOptionsRoute, getTranslationRoute, type TranslationRecord } from '@talkreel/contract';
import { startFakeCogServer, type FakePredictionPlan } from '@talkreel/face/testing';
import { probeMedia } from '@talkreel/platform';
import { resolveFfmpegPath, resolveFfprobePath } from '@talkreel/platform/media';
import { decodeWav } from '@talkreel/speech';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { makeSpokenClip } from '../../test-support/translation-sources.ts';

const execFileAsync = promisify(execFile);

/** The fake model's answer: the footage's length in solid magenta, so the dub's frames tell which picture they show. */
async function makeMagentaVideo(ffmpegPath: string, durationMs: number, outPath: string): Promise<Uint8Array> {
  const seconds = (durationMs / 1000).toFixed(3);
  await execFileAsync(ffmpegPath, [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0xff00ff:s=320x240:r=25:d=${seconds}`,
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    outPath,
  ]);
  return new Uint8Array(await readFile(outPath));
}

/** The mean colour of the middle of the frame at `atSeconds` (the picture, away from captions and bars). */
async function middleColour(ffmpegPath: string, videoPath: string, atSeconds: number): Promise<[number, number, number]> {
  const { stdout } = await execFileAsync(
    ffmpegPath,
    ['-v', 'error', '-ss', String(atSeconds), '-i', videoPath, '-frames:v', '1', '-vf', 'crop=iw/5:ih/5,scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer' },
  );
  return [stdout[0]!, stdout[1]!, stdout[2]!];
}

const isMagenta = ([red, green, blue]: [number, number, number]) => red > 180 && green < 90 && blue > 180;

describe('a dubbed upload with a video lip-sync model configured (VIDEO_LIPSYNC_URL, a local fake speaking Cog)', () => {
  let product: TestProduct;
  let cog: Awaited<ReturnType<typeof startFakeCogServer>>;
  let token: string;
  let clip: Buffer;
  let clipDurationMs: number;
  let predictions = 0;
  let scratchDir: string | undefined;

  beforeAll(async () => {
    const ffmpegPath = resolveFfmpegPath();
    scratchDir = await mkdtemp(path.join(tmpdir(), 'talkreel-lips-'));
    const clipPath = path.join(scratchDir, 'clip.mp4');
    await makeSpokenClip(ffmpegPath, [{ voice: 'slt', text: 'Welcome to our garden. The flowers open early in the morning.' }], clipPath, 600);
    clip = await readFile(clipPath);
    clipDurationMs = (await probeMedia(resolveFfprobePath(), clipPath)).durationMs;
    const magenta = await makeMagentaVideo(ffmpegPath, clipDurationMs, path.join(scratchDir, 'magenta.mp4'));
    // The first prediction redraws the lips; the second fails as a model does when it finds no face.
    const plan = (): FakePredictionPlan => {
      predictions += 1;
      return predictions === 1
        ? { pollsBeforeDone: 0, outcome: { video: true } }
        : { pollsBeforeDone: 0, outcome: { error: 'RuntimeError: Face not detected!' } };
    };
    cog = await startFakeCogServer({ video: magenta, plan });
    product = await startTestProduct({ VIDEO_LIPSYNC_URL: cog.url });
    token = (await createAuthClient(product.app).register('lips@example.com', 'secret-password')).data.token;
  }, 120_000);
  afterAll(async () => {
    await product?.cleanup();
    await cog?.close();
    if (scratchDir) await rm(scratchDir, { recursive: true, force: true });
  });

  it('sends the footage and the new speech to the model, shows its picture, and keeps the original where the model fails, saying why', async () => {
    const options = await callRoute(product, getTranslationOptionsRoute, { token, query: { from: 'en' } });
    expect(options.data.lip_sync).toBe('cog');

    const stored = (await product.uploadFile(token, { bytes: clip, name: 'garden.mp4', purpose: 'video_translation' })).json() as {
      code: number;
      msg: string;
      data: { full_path: string };
    };
    expect(stored.code, stored.msg).toBe(0);
    const started = await callRoute(product, createTranslationRoute, {
      token,
      body: { source: { type: 'upload', file_path: stored.data.full_path }, source_language: 'en', target_languages: ['es', 'fr'] },
    });
    expect(started.code, started.msg).toBe(0);
    const read = async () => {
      const answer = await callRoute(product, getTranslationRoute, { token, query: { id: started.data.id } });
      if (answer.code !== 0) console.log(product.readLogs().slice(-3000));
      return answer.data;
    };
    const review = await until(read, (record: TranslationRecord) => record.status !== 'processing', { timeoutMs: 300_000, intervalMs: 250 });
    expect(review.status, JSON.stringify(review.error)).toBe('review');
    expect(review.engines.lip_sync).toBe('cog');
    expect((await callRoute(product, dubTranslationRoute, { token, body: { id: review.id } })).code).toBe(0);
    const done = await until(read, (record: TranslationRecord) => record.status === 'done' || record.status === 'failed', {
      timeoutMs: 600_000,
      intervalMs: 250,
    });
    expect(done.status, JSON.stringify(done.outputs)).toBe('done');

    // What the model was sent: the upload's own bytes, and the new speech alone, as long as the footage.
    expect(cog.predictions.size).toBe(2);
    for (const prediction of cog.predictions.values()) {
      const { video, audio } = prediction.input as { video: string; audio: string };
      expect(video.startsWith('data:video/mp4;base64,')).toBe(true);
      expect(Buffer.from(video.split(',')[1]!, 'base64').equals(clip)).toBe(true);
      expect(audio.startsWith('data:audio/wav;base64,')).toBe(true);
      const speech = decodeWav(new Uint8Array(Buffer.from(audio.split(',')[1]!, 'base64')));
      expect(Math.abs((speech.samples.length / speech.sampleRateHz) * 1000 - clipDurationMs)).toBeLessThan(50);
      expect(speech.samples.some((sample) => Math.abs(sample) > 0.05)).toBe(true);
    }

    const resynced = done.outputs.filter((output) => output.lip_sync?.engine === 'cog');
    const kept = done.outputs.filter((output) => output.lip_sync?.engine === null);
    expect([resynced.length, kept.length], JSON.stringify(done.outputs)).toEqual([1, 1]);
    expect(kept[0]!.lip_sync!.note).toBe('cog failed (cog: prediction failed: RuntimeError: Face not detected!).');
    const colours: Record<string, [number, number, number]> = {};
    for (const output of done.outputs) {
      const localPath = path.join(product.dataDir, `dub-${output.language}.mp4`);
      await writeFile(localPath, (await product.app.inject({ method: 'GET', url: output.video_url! })).rawPayload);
      const info = await probeMedia(product.runtime.ffprobePath, localPath);
      expect(info.streams.some((stream) => stream.codecType === 'audio')).toBe(true);
      expect(Math.abs(info.durationMs - clipDurationMs)).toBeLessThanOrEqual(200);
      colours[output.language] = await middleColour(product.runtime.ffmpegPath, localPath, clipDurationMs / 2000);
    }
    expect(isMagenta(colours[resynced[0]!.language]!), JSON.stringify(colours)).toBe(true);
    expect(isMagenta(colours[kept[0]!.language]!), JSON.stringify(colours)).toBe(false);
  }, 900_000);
});
