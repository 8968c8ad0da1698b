import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addFavoriteVoiceRoute,
  cloneVoiceRoute,
  getCloneVoiceStatusRoute,
  getDefaultVoiceRoute,
  getVoiceByTimbreRoute,
  getVoiceFilterOptionsRoute,
  listMyVoicesRoute,
  previewVoiceRoute,
  removeFavoriteVoiceRoute,
  savePublicVoiceRoute,
  searchPublicVoicesRoute,
} from '@talkreel/contract';
import { probeMedia } from '@talkreel/platform';
import { encodeWav } from '@talkreel/speech';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute, type RouteQuery } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';

const isFinished = (status: { status: string }) => status.status !== 'queued' && status.status !== 'running';

describe('voice library routes', () => {
  let product: TestProduct;
  let client: ReturnType<typeof createAuthClient>;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    product = await startTestProduct();
    client = createAuthClient(product.app);
    await client.register('alice@example.com', 'alice-pass-1');
    alice = (await client.login('alice@example.com', 'alice-pass-1')).data.token;
    bob = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  const page = (query: RouteQuery<typeof searchPublicVoicesRoute>, token = alice) => callRoute(product, searchPublicVoicesRoute, { query, token });
  const defaultVoice = (gender: 1 | 2) => callRoute(product, getDefaultVoiceRoute, { query: { gender }, token: alice });
  const cloneStatus = (taskId: string, token = alice) => callRoute(product, getCloneVoiceStatusRoute, { query: { task_id: taskId }, token });

  it('pages the public library 36 at a time to the end', async () => {
    const ids = new Set<string>();
    let pageNumber = 1;
    let hasMore = true;
    while (hasMore) {
      const response = await page({ page: pageNumber, page_size: 36 });
      expect(response.code).toBe(0);
      if (hasMore && response.data.has_more) expect(response.data.list).toHaveLength(36);
      for (const voice of response.data.list) ids.add(voice.id);
      hasMore = response.data.has_more;
      pageNumber += 1;
    }
    expect(ids.size).toBeGreaterThanOrEqual(150);
    expect(pageNumber).toBeGreaterThan(5);
  });

  it('filters by language, accent, gender and text; accents follow the language', async () => {
    const french = await page({ language_code: 'french', page_size: 100 });
    expect(french.data.list.length).toBeGreaterThan(0);
    expect(french.data.list.every((voice) => voice.language === 'french')).toBe(true);
    const options = await callRoute(product, getVoiceFilterOptionsRoute, { query: { language_code: 'french' }, token: alice });
    const allOptions = await callRoute(product, getVoiceFilterOptionsRoute, { token: alice });
    expect(options.data.accent.length).toBeLessThan(allOptions.data.accent.length);
    expect(allOptions.data.language.length).toBeGreaterThanOrEqual(55);
    const englishOptions = await callRoute(product, getVoiceFilterOptionsRoute, { query: { language_code: 'english' }, token: alice });
    expect(englishOptions.data.accent).toContainEqual({ value: 'new york', label: 'New York' });
    expect(englishOptions.data.accent).toContainEqual({ value: 'received pronunciation', label: 'Received Pronunciation' });
    expect(englishOptions.data.use_case).toContainEqual({ value: 'social_media', label: 'Social media' });
    const accent = options.data.accent[0]!.value;
    const byAccent = await page({ language_code: 'french', accent, gender: 'male' });
    expect(byAccent.data.list.every((voice) => voice.accent === accent && voice.gender === 'male')).toBe(true);
    const name = french.data.list[0]!.name;
    const searched = await page({ search: name });
    expect(searched.data.list.map((voice) => voice.name)).toContain(name);
  });

  it('keeps favourites per user', async () => {
    const voice = (await page({ language_code: 'english' })).data.list[0]!;
    const added = await callRoute(product, addFavoriteVoiceRoute, { body: { lang_id: voice.id }, token: alice });
    expect(added.code).toBe(0);
    expect((await page({ favorite: 1 })).data.list.map((entry) => entry.id)).toEqual([voice.id]);
    expect((await page({ favorite: 1 }, bob)).data.list).toEqual([]);
    expect((await callRoute(product, removeFavoriteVoiceRoute, { body: { favorite_id: added.data.favorite_id }, token: bob })).code).toBe(40400);
    expect((await callRoute(product, removeFavoriteVoiceRoute, { body: { favorite_id: added.data.favorite_id }, token: alice })).code).toBe(0);
    expect((await page({ favorite: 1 })).data.list).toEqual([]);
  });

  it('saves a public voice into My Voices, visible only to its owner', async () => {
    const voice = (await page({ language_code: 'spanish' })).data.list[0]!;
    expect(voice.public_owner_id).toBe('talkreel');
    const saved = await callRoute(product, savePublicVoiceRoute, { body: { lang_id: voice.id, name: voice.name }, token: alice });
    const again = await callRoute(product, savePublicVoiceRoute, { body: { lang_id: voice.id }, token: alice });
    expect(again.data.timbre_unique_id).toBe(saved.data.timbre_unique_id);
    const mine = await callRoute(product, listMyVoicesRoute, { token: alice });
    expect(mine.data.timbres).toMatchObject([{ id: saved.data.timbre_unique_id, kind: 'saved' }]);
    expect(Math.abs(mine.data.timbres[0]!.create_time! - Date.now() / 1000)).toBeLessThan(60);
    expect((await callRoute(product, listMyVoicesRoute, { token: bob })).data.timbres).toEqual([]);
    expect((await callRoute(product, getVoiceByTimbreRoute, { query: { timbre_id: saved.data.timbre_unique_id }, token: bob })).code).toBe(40400);
    expect((await callRoute(product, getVoiceByTimbreRoute, { query: { timbre_id: saved.data.timbre_unique_id }, token: alice })).data).toMatchObject({
      timbre_id: saved.data.timbre_unique_id,
      language: 'spanish',
    });
  });

  it('gives a default voice per gender and plays previews from the cached audio', async () => {
    const female = await defaultVoice(1);
    const male = await defaultVoice(2);
    expect(female.data).toMatchObject({ gender: 'female', language: 'english' });
    expect(male.data).toMatchObject({ gender: 'male', language: 'english' });
    // Raw: the preview URL is a signed link that answers a redirect, then audio, not a contract route's JSON.
    const audition = await product.app.inject({ method: 'GET', url: female.data.preview_url });
    expect(audition.statusCode).toBe(302);
    const audio = await product.app.inject({ method: 'GET', url: audition.headers.location as string });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const audioPath = path.join(product.dataDir, 'preview.mp3');
    await writeFile(audioPath, audio.rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, audioPath);
    expect(info.durationMs).toBeGreaterThan(1500);
    const cached = await product.app.inject({ method: 'GET', url: female.data.preview_url });
    expect(cached.headers.location?.split('?')[0]).toBe((audition.headers.location as string).split('?')[0]);
    const spoken = await callRoute(product, previewVoiceRoute, { body: { voice_id: male.data.id, text: 'Welcome to Talkreel.' }, token: alice });
    expect(spoken.data.duration).toBeGreaterThan(0.5);
  });

  it('synthesises a preview text once: the second request reuses the stored audio without calling the engine', async () => {
    const voice = (await defaultVoice(1)).data;
    const spies = Object.values(product.speech.engines).map((engine) => vi.spyOn(engine, 'synthesize'));
    const synthesize = { calls: () => spies.reduce((total, spy) => total + spy.mock.calls.length, 0) };
    const preview = (text: string, token = alice) => callRoute(product, previewVoiceRoute, { body: { voice_id: voice.id, text }, token });
    try {
      const text = `Reused preview ${Date.now()}`;
      const first = await preview(text);
      expect(first.code).toBe(0);
      expect(synthesize.calls()).toBe(1);
      const second = await preview(text);
      expect(second.code).toBe(0);
      expect(synthesize.calls()).toBe(1);
      expect(second.data.url.split('?')[0]).toBe(first.data.url.split('?')[0]);
      // The reused duration is read from the stored MP3: the same speech within an MP3 frame or two.
      expect(Math.abs(second.data.duration - first.data.duration)).toBeLessThan(0.06);
      // Another text, or another user, is synthesised anew.
      await preview(`${text}, again`);
      expect(synthesize.calls()).toBe(2);
      await preview(text, bob);
      expect(synthesize.calls()).toBe(3);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect((await callRoute(product, previewVoiceRoute, { body: { voice_id: 'no-such-voice', text: 'Hello' }, token: alice })).code).toBe(40400);
  });

  it('makes a voice as a job: the route answers at once, the status names each stage, then the voice and the built-in voice it matched', async () => {
    const speech = await callRoute(product, previewVoiceRoute, {
      body: {
        voice_id: (await defaultVoice(2)).data.id,
        text: 'This is a recording of my own voice, read slowly and clearly so it can be matched.',
      },
      token: alice,
    });
    // Raw: the preview URL is a signed link to the audio, not a contract route.
    const recording = await product.app.inject({ method: 'GET', url: speech.data.url });
    const upload = (await product.uploadFile(alice, { bytes: recording.rawPayload, name: 'me.mp3', purpose: 'audio' })).json();
    expect(upload.code).toBe(0);
    const started = await callRoute(product, cloneVoiceRoute, { body: { name: 'My voice', path: upload.data.full_path }, token: alice });
    expect(started.code).toBe(0);
    expect(started.data.method).toBe('match');
    const taskId = started.data.task_id;

    const stages: string[] = [];
    const progress: number[] = [];
    const readStatus = async () => {
      const polled = await cloneStatus(taskId);
      expect(polled.code).toBe(0);
      return polled.data;
    };
    const status = await until(readStatus, isFinished, {
      timeoutMs: 110_000,
      intervalMs: 150,
      onEach: (current) => {
        if (stages.at(-1) !== current.stage) stages.push(current.stage);
        progress.push(current.progress);
      },
    });
    expect(status).toMatchObject({ task_id: taskId, status: 'done', stage: 'done', progress: 100, error: null });
    // Stages only move forward, and the long one (comparing with the built-in voices) is seen while it runs.
    const order = ['queued', 'measuring', 'matching', 'saving', 'done'];
    expect(stages.map((stage) => order.indexOf(stage))).toEqual([...stages.map((stage) => order.indexOf(stage))].sort((a, b) => a - b));
    expect(stages).toContain('matching');
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const result = status.result!;
    expect(result).toMatchObject({ kind: 'matched', voice: { kind: 'matched', gender: 'male', language: 'english' } });
    expect(result.matched_voice).toMatchObject({ gender: 'male' });
    expect(result.matched_voice!.id.startsWith('english-')).toBe(true);
    expect(result.measurements!.medianPitchHz).toBeGreaterThan(60);
    expect(result.measurements!.medianPitchHz).toBeLessThan(200);
    const mine = await callRoute(product, listMyVoicesRoute, { token: alice });
    expect(mine.data.timbres.filter((voice) => voice.id === result.voice.id)).toEqual([expect.objectContaining({ kind: 'matched' })]);
    // Signed URLs are stable for a time bucket: polling again gives the same preview URL, so nothing reloads.
    const again = await cloneStatus(taskId);
    expect(again.data.result!.voice.preview_url).toBe(result.voice.preview_url);
    // Raw: the preview URL is a signed link to the audio, not a contract route.
    const preview = await product.app.inject({ method: 'GET', url: result.voice.preview_url });
    expect(preview.headers['content-type']).toBe('audio/mpeg');

    // Only its owner sees the task; a malformed id is refused in words.
    expect((await cloneStatus(taskId, bob)).code).toBe(40400);
    const malformed = await cloneStatus('x');
    expect({ code: malformed.code, msg: malformed.msg }).toEqual({ code: 40000, msg: 'The task id is not a voice creation task id.' });
    expect((await callRoute(product, cloneVoiceRoute, { body: { name: 'x', path: upload.data.full_path }, token: bob })).code).toBe(40100);
    const klingon = await callRoute(product, cloneVoiceRoute, { body: { name: 'x', path: upload.data.full_path, language: 'klingon' }, token: alice });
    expect({ code: klingon.code, msg: klingon.msg }).toEqual({ code: 40000, msg: 'There are no built-in voices in klingon: choose another language.' });
  }, 120_000);

  it('fails a voice creation from a recording under a second with a reason the user can act on', async () => {
    const halfSecond = new Float32Array(24_000).map((_, index) => 0.3 * Math.sin((2 * Math.PI * 150 * index) / 48_000));
    const upload = (
      await product.uploadFile(alice, { bytes: Buffer.from(encodeWav({ samples: halfSecond, sampleRateHz: 48_000 })), name: 'short.wav', purpose: 'audio' })
    ).json();
    expect(upload.code).toBe(0);
    const started = await callRoute(product, cloneVoiceRoute, { body: { name: 'Short', path: upload.data.full_path }, token: alice });
    const status = await until(async () => (await cloneStatus(started.data.task_id)).data, isFinished, { timeoutMs: 30_000, intervalMs: 100 });
    expect(status).toMatchObject({ status: 'failed', stage: 'failed', result: null, error: 'The recording is too short: record at least 1 second of speech' });
  }, 40_000);
});
