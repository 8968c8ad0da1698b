import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTranslationRoute,
  dubTranslationRoute,
  getTranslationRoute,
  getUserInfoRoute,
  getWorkspaceRoute,
  previewVoiceRoute,
  quoteTranslationRoute,
  saveTranslationSegmentsRoute,
  translationCreditCost,
  type TranslationRecord,
} from '@talkreel/contract';
import { probeMedia } from '@talkreel/platform';
import { wordErrorRate } from '@talkreel/transcribe';
import { detectLanguage } from '@talkreel/translate';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { measureLipSync } from '../../test-support/measure-lip-sync.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';
import { makeSpokenClip, renderTalkingPhoto } from '../../test-support/translation-sources.ts';

const execFileAsync = promisify(execFile);
const script = 'Hello, I am a talking photo. Today I will show you our new garden, with many flowers and a small lake.';

interface Json {
  code: number;
  msg: string;
  data: Record<string, unknown>;
}

describe('video translation through the routes', () => {
  let product: TestProduct;
  let token: string;

  const balance = async (): Promise<number> => (await callRoute(product, getUserInfoRoute, { token })).data.credit;
  const ffmpeg = (args: string[]) => execFileAsync(product.runtime.ffmpegPath, ['-v', 'error', '-y', ...args]);
  const download = async (url: string, name: string): Promise<string> => {
    const localPath = path.join(product.dataDir, name);
    await writeFile(localPath, (await product.app.inject({ method: 'GET', url })).rawPayload);
    return localPath;
  };
  const waitForTranslation = (id: string, isFinished: (record: TranslationRecord) => boolean, timeoutMs = 400_000) =>
    until(async () => (await callRoute(product, getTranslationRoute, { token, query: { id } })).data, isFinished, { timeoutMs, intervalMs: 250 });
  const upload = async (bytes: Buffer, name: string): Promise<Json> =>
    (await product.uploadFile(token, { bytes, name, purpose: 'video_translation' })).json() as Json;

  beforeAll(async () => {
    product = await startTestProduct();
    token = (await createAuthClient(product.app).register('translator@example.com', 'secret-password')).data.token;
  }, 60_000);
  afterAll(() => product?.cleanup());

  it('translates a talking photo en→es: Spanish captions and voice, the lips in sync as in the original, the length of the new speech, paid once', async () => {
    const { projectId, videoUrl, voiceId } = await renderTalkingPhoto(product, token, script);
    const originalPath = await download(videoUrl, 'original.mp4');

    const request = { source: { type: 'project' as const, project_id: projectId, workspace_index: 0 }, source_language: 'en', target_languages: ['es'] };
    const quote = await callRoute(product, quoteTranslationRoute, { token, body: request });
    expect(quote.code, quote.msg).toBe(0);
    expect(quote.data.credits).toBe(translationCreditCost(quote.data.duration_ms, 1));
    const before = await balance();
    const started = await callRoute(product, createTranslationRoute, { token, body: request });
    expect(started.code, started.msg).toBe(0);
    expect(await balance()).toBe(before - quote.data.credits);

    const stages = new Set<string>();
    const done = await until(
      async () => (await callRoute(product, getTranslationRoute, { token, query: { id: started.data.id } })).data,
      (record) => {
        stages.add(record.stage);
        return record.status === 'done' || record.status === 'failed';
      },
      { timeoutMs: 400_000, intervalMs: 100 },
    );
    expect(done.status, JSON.stringify(done.outputs)).toBe('done');
    expect(stages.has('render')).toBe(true);
    const [spanish] = done.outputs;
    expect(spanish).toMatchObject({ language: 'es', status: 'done', progress: 100 });

    // The new project is an editable workspace speaking Spanish with a Spanish voice.
    const workspace = await callRoute(product, getWorkspaceRoute, { token, query: { project_id: spanish!.project_id!, index: 0 } });
    const person = JSON.stringify(workspace.data);
    const translatedScript = /"script":"([^"]+)"/u.exec(person)![1]!;
    expect(detectLanguage(translatedScript)).toBe('es');
    const spanishVoiceId = /"voice_id":"([^"]+)"/u.exec(person)![1]!;
    expect(spanishVoiceId).not.toBe(voiceId);

    const srt = (await product.app.inject({ method: 'GET', url: spanish!.srt_url! })).body;
    const captionText = srt
      .split(/\r?\n/u)
      .filter((line) => line.trim() !== '' && !/^\d+$/u.test(line) && !line.includes('-->'))
      .join(' ');
    expect(detectLanguage(captionText)).toBe('es');

    const translatedPath = await download(spanish!.video_url!, 'spanish.mp4');
    const info = await probeMedia(product.runtime.ffprobePath, translatedPath);
    const preview = await callRoute(product, previewVoiceRoute, { token, body: { voice_id: spanishVoiceId, text: translatedScript } });
    expect(Math.abs(info.durationMs - preview.data.duration * 1000)).toBeLessThanOrEqual(100);

    const tools = { ffmpegPath: product.runtime.ffmpegPath, ffprobePath: product.runtime.ffprobePath };
    const originalSync = await measureLipSync(originalPath, tools);
    const translatedSync = await measureLipSync(translatedPath, tools);
    console.log(
      `lip sync r: original ${originalSync.aligned.toFixed(3)} (320 ms apart ${originalSync.shifted.toFixed(3)}), Spanish ${translatedSync.aligned.toFixed(3)} (320 ms apart ${translatedSync.shifted.toFixed(3)})`,
    );
    expect(originalSync.aligned).toBeGreaterThanOrEqual(0.5);
    expect(translatedSync.aligned).toBeGreaterThanOrEqual(0.5);
    expect(translatedSync.aligned - translatedSync.shifted).toBeGreaterThan(0.15);
    expect(await balance()).toBe(before - quote.data.credits);
  }, 900_000);

  it('answers hostile uploads with clear errors before any work and charges nothing', async () => {
    const before = await balance();
    const silentVideo = path.join(product.dataDir, 'no-audio.mp4');
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=blue:s=64x64:r=5', '-t', '3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', silentVideo]);
    const tenHours = path.join(product.dataDir, 'ten-hours.mp4');
    await ffmpeg([
      '-f',
      'lavfi',
      '-i',
      'color=c=black:s=16x16:r=1',
      '-f',
      'lavfi',
      '-i',
      'anullsrc=r=8000:cl=mono',
      '-t',
      '36000',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-c:a',
      'aac',
      '-b:a',
      '8k',
      '-shortest',
      tenHours,
    ]);
    const ask = async (bytes: Buffer, name: string) => {
      const stored = await upload(bytes, name);
      if (stored.code !== 0) return stored;
      return callRoute(product, createTranslationRoute, {
        token,
        body: { source: { type: 'upload', file_path: stored.data.full_path as string }, source_language: 'en', target_languages: ['es'] },
      });
    };
    expect(await ask(await readFile(silentVideo), 'no-audio.mp4')).toMatchObject({
      code: 40000,
      msg: 'This video has no sound track: there is no speech to translate',
    });
    expect(await ask(await readFile(tenHours), 'ten-hours.mp4')).toMatchObject({
      code: 40000,
      msg: 'This video is 10:00:00 long; videos up to 10 minutes can be translated',
    });
    const corrupt = Buffer.concat([(await readFile(silentVideo)).subarray(0, 64), Buffer.alloc(4096, 7)]);
    const corruptAnswer = await ask(corrupt, 'broken.mp4');
    expect(corruptAnswer.code).not.toBe(0);
    expect(corruptAnswer.msg).toMatch(/not a readable video|Unsupported file types/u);
    const missing = await callRoute(product, createTranslationRoute, {
      token,
      body: { source: { type: 'upload', file_path: 'uploads/nobody/nothing' }, source_language: 'en', target_languages: ['es'] },
    });
    expect(missing).toMatchObject({ code: 40400 });
    expect(
      await callRoute(product, createTranslationRoute, {
        token,
        body: { source: { type: 'upload', file_path: 'x' }, source_language: 'en', target_languages: [] },
      }),
    ).toMatchObject({
      code: 40000,
    });
    expect(await balance()).toBe(before);
  }, 300_000);

  it('transcribes an upload by speaker, takes corrections, and dubs it with every segment inside its slot (+10 %)', async () => {
    const lines = [
      { voice: 'slt', text: 'Welcome to our garden. The flowers open early in the morning.' },
      { voice: 'rms', text: 'The water in the lake is very cold in winter.' },
      { voice: 'slt', text: 'Please come back next week to see the new trees.' },
    ];
    const clipPath = path.join(product.dataDir, 'clip.mp4');
    await makeSpokenClip(product.runtime.ffmpegPath, lines, clipPath);
    const stored = await upload(await readFile(clipPath), 'garden.mp4');
    expect(stored.code, stored.msg).toBe(0);

    const before = await balance();
    const started = await callRoute(product, createTranslationRoute, {
      token,
      body: { source: { type: 'upload', file_path: stored.data.full_path as string }, source_language: 'en', target_languages: ['es'] },
    });
    expect(started.code, started.msg).toBe(0);
    expect(started.data.credits).toBe(0);
    const review = await waitForTranslation(started.data.id, (record) => record.status !== 'processing');
    expect(review.status, JSON.stringify(review.error)).toBe('review');
    const heard = review.segments.map((segment) => segment.text).join(' ');
    const wer = wordErrorRate(lines.map((line) => line.text).join(' '), heard);
    console.log(`transcript (${review.engines.transcriber?.name}): WER ${wer.toFixed(3)}: ${heard}`);
    expect(wer).toBeLessThan(0.7);
    expect(new Set(review.segments.map((segment) => segment.speaker)).size).toBe(2);
    expect(review.segments.every((segment) => segment.translations.es!.length > 0)).toBe(true);

    // The person corrects the first segment's translation and names a speaker.
    const segments = review.segments.map((segment, index) => (index === 0 ? { ...segment, translations: { es: 'Bienvenidos a nuestro jardín.' } } : segment));
    const speakers = review.speakers.map((speaker, index) => (index === 0 ? { ...speaker, name: 'Ana' } : speaker));
    const saved = await callRoute(product, saveTranslationSegmentsRoute, { token, body: { id: review.id, segments, speakers } });
    expect(saved.code, saved.msg).toBe(0);
    expect(saved.data.segments[0]!.translations.es).toBe('Bienvenidos a nuestro jardín.');

    const dubbing = await callRoute(product, dubTranslationRoute, { token, body: { id: review.id } });
    expect(dubbing.code, dubbing.msg).toBe(0);
    expect(await callRoute(product, dubTranslationRoute, { token, body: { id: review.id } })).toMatchObject({ code: 40900 });
    const done = await waitForTranslation(review.id, (record) => record.status === 'done' || record.status === 'failed');
    expect(done.status, JSON.stringify(done.outputs)).toBe('done');
    expect(await balance()).toBe(before - translationCreditCost(done.source.duration_ms, 1));
    const fits = done.segments.map((segment) => segment.fit?.es);
    expect(
      fits.every((fit) => fit?.fits === true),
      JSON.stringify(fits),
    ).toBe(true);
    expect(done.outputs[0]!.segments_in_slot).toBe(1);
    const dubbedPath = await download(done.outputs[0]!.video_url!, 'dubbed.mp4');
    const info = await probeMedia(product.runtime.ffprobePath, dubbedPath);
    expect(info.streams.some((stream) => stream.codecType === 'audio')).toBe(true);
    expect(Math.abs(info.durationMs - done.source.duration_ms)).toBeLessThanOrEqual(200);
  }, 900_000);
});
