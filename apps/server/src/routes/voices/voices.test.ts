import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { probeMedia } from '@talkreel/platform';
import { encodeWav } from '@talkreel/speech';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

interface CloneStatus {
  task_id: string;
  status: string;
  stage: string;
  progress: number;
  error: string | null;
  result: {
    kind: string;
    voice: { id: string; kind: string; gender: string; preview_url: string };
    measurements: Record<string, number> | null;
    matched_voice: { id: string; gender: string } | null;
  } | null;
}
interface Voice {
  id: string;
  language: string;
  accent: string;
  gender: string;
  favorite_id: string | 0;
  preview_url: string;
  public_owner_id: string | null;
  name: string;
}

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

  const page = (query: string, token = alice) => client.call<{ list: Voice[]; has_more: boolean }>('GET', `/timbre/elevenlabs/page?${query}`, undefined, token);

  it('pages the public library 36 at a time to the end', async () => {
    const ids = new Set<string>();
    let pageNumber = 1;
    let hasMore = true;
    while (hasMore) {
      const response = await page(`page=${pageNumber}&page_size=36`);
      expect(response.body.code).toBe(0);
      if (hasMore && response.body.data.has_more) expect(response.body.data.list).toHaveLength(36);
      for (const voice of response.body.data.list) ids.add(voice.id);
      hasMore = response.body.data.has_more;
      pageNumber += 1;
    }
    expect(ids.size).toBeGreaterThanOrEqual(150);
    expect(pageNumber).toBeGreaterThan(5);
  });

  it('filters by language, accent, gender and text; accents follow the language', async () => {
    const french = await page('language_code=french&page_size=100');
    expect(french.body.data.list.length).toBeGreaterThan(0);
    expect(french.body.data.list.every((voice) => voice.language === 'french')).toBe(true);
    const options = await client.call<{ accent: { value: string }[]; language: { value: string }[] }>(
      'GET',
      '/timbre/elevenlabs/label_enum?language_code=french',
      undefined,
      alice,
    );
    const allOptions = await client.call<{ accent: { value: string }[]; language: { value: string }[] }>(
      'GET',
      '/timbre/elevenlabs/label_enum',
      undefined,
      alice,
    );
    expect(options.body.data.accent.length).toBeLessThan(allOptions.body.data.accent.length);
    expect(allOptions.body.data.language.length).toBeGreaterThanOrEqual(55);
    const englishOptions = await client.call<{ accent: { value: string; label: string }[]; use_case: { value: string; label: string }[] }>(
      'GET',
      '/timbre/elevenlabs/label_enum?language_code=english',
      undefined,
      alice,
    );
    expect(englishOptions.body.data.accent).toContainEqual({ value: 'new york', label: 'New York' });
    expect(englishOptions.body.data.accent).toContainEqual({ value: 'received pronunciation', label: 'Received Pronunciation' });
    expect(englishOptions.body.data.use_case).toContainEqual({ value: 'social_media', label: 'Social media' });
    const accent = options.body.data.accent[0]!.value;
    const byAccent = await page(`language_code=french&accent=${encodeURIComponent(accent)}&gender=male`);
    expect(byAccent.body.data.list.every((voice) => voice.accent === accent && voice.gender === 'male')).toBe(true);
    const name = french.body.data.list[0]!.name;
    const searched = await page(`search=${encodeURIComponent(name)}`);
    expect(searched.body.data.list.map((voice) => voice.name)).toContain(name);
  });

  it('keeps favourites per user', async () => {
    const voice = (await page('language_code=english')).body.data.list[0]!;
    const added = await client.call<{ favorite_id: string }>('POST', '/timbre/favorite', { lang_id: voice.id }, alice);
    expect(added.body.code).toBe(0);
    expect((await page('favorite=1')).body.data.list.map((entry) => entry.id)).toEqual([voice.id]);
    expect((await page('favorite=1', bob)).body.data.list).toEqual([]);
    expect((await client.call('POST', '/timbre/favorite/remove', { favorite_id: added.body.data.favorite_id }, bob)).body.code).toBe(40400);
    expect((await client.call('POST', '/timbre/favorite/remove', { favorite_id: added.body.data.favorite_id }, alice)).body.code).toBe(0);
    expect((await page('favorite=1')).body.data.list).toEqual([]);
  });

  it('saves a public voice into My Voices, visible only to its owner', async () => {
    const voice = (await page('language_code=spanish')).body.data.list[0]!;
    expect(voice.public_owner_id).toBe('talkreel');
    const saved = await client.call<{ timbre_unique_id: string }>('POST', '/timbre/elevenlabs/save', { lang_id: voice.id, name: voice.name }, alice);
    const again = await client.call<{ timbre_unique_id: string }>('POST', '/timbre/elevenlabs/save', { lang_id: voice.id }, alice);
    expect(again.body.data.timbre_unique_id).toBe(saved.body.data.timbre_unique_id);
    const mine = await client.call<{ timbres: { id: string; kind: string; create_time: number }[] }>('GET', '/timbre/user/list', undefined, alice);
    expect(mine.body.data.timbres).toMatchObject([{ id: saved.body.data.timbre_unique_id, kind: 'saved' }]);
    expect(Math.abs(mine.body.data.timbres[0]!.create_time - Date.now() / 1000)).toBeLessThan(60);
    expect((await client.call<{ timbres: unknown[] }>('GET', '/timbre/user/list', undefined, bob)).body.data.timbres).toEqual([]);
    expect((await client.call('GET', `/timbre/info?timbre_id=${saved.body.data.timbre_unique_id}`, undefined, bob)).body.code).toBe(40400);
    expect((await client.call('GET', `/timbre/info?timbre_id=${saved.body.data.timbre_unique_id}`, undefined, alice)).body.data).toMatchObject({
      timbre_id: saved.body.data.timbre_unique_id,
      language: 'spanish',
    });
  });

  it('gives a default voice per gender and plays previews from the cached audio', async () => {
    const female = await client.call<Voice>('GET', '/aigc/avatar/voice?gender=1', undefined, alice);
    const male = await client.call<Voice>('GET', '/aigc/avatar/voice?gender=2', undefined, alice);
    expect(female.body.data).toMatchObject({ gender: 'female', language: 'english' });
    expect(male.body.data).toMatchObject({ gender: 'male', language: 'english' });
    const audition = await product.app.inject({ method: 'GET', url: female.body.data.preview_url });
    expect(audition.statusCode).toBe(302);
    const audio = await product.app.inject({ method: 'GET', url: audition.headers.location as string });
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const audioPath = path.join(product.dataDir, 'preview.mp3');
    await writeFile(audioPath, audio.rawPayload);
    const info = await probeMedia(product.runtime.ffprobePath, audioPath);
    expect(info.durationMs).toBeGreaterThan(1500);
    const cached = await product.app.inject({ method: 'GET', url: female.body.data.preview_url });
    expect(cached.headers.location?.split('?')[0]).toBe((audition.headers.location as string).split('?')[0]);
    const spoken = await client.call<{ url: string; duration: number }>(
      'POST',
      '/timbre/preview',
      { voice_id: male.body.data.id, text: 'Welcome to Talkreel.' },
      alice,
    );
    expect(spoken.body.data.duration).toBeGreaterThan(0.5);
  });

  it('synthesises a preview text once: the second request reuses the stored audio without calling the engine', async () => {
    const voice = (await client.call<Voice>('GET', '/aigc/avatar/voice?gender=1', undefined, alice)).body.data;
    const spies = Object.values(product.speech.engines).map((engine) => vi.spyOn(engine, 'synthesize'));
    const synthesize = { calls: () => spies.reduce((total, spy) => total + spy.mock.calls.length, 0) };
    try {
      const text = `Reused preview ${Date.now()}`;
      const first = await client.call<{ url: string; duration: number }>('POST', '/timbre/preview', { voice_id: voice.id, text }, alice);
      expect(first.body.code).toBe(0);
      expect(synthesize.calls()).toBe(1);
      const second = await client.call<{ url: string; duration: number }>('POST', '/timbre/preview', { voice_id: voice.id, text }, alice);
      expect(second.body.code).toBe(0);
      expect(synthesize.calls()).toBe(1);
      expect(second.body.data.url.split('?')[0]).toBe(first.body.data.url.split('?')[0]);
      // The reused duration is read from the stored MP3: the same speech within an MP3 frame or two.
      expect(Math.abs(second.body.data.duration - first.body.data.duration)).toBeLessThan(0.06);
      // Another text, or another user, is synthesised anew.
      await client.call('POST', '/timbre/preview', { voice_id: voice.id, text: `${text}, again` }, alice);
      expect(synthesize.calls()).toBe(2);
      await client.call('POST', '/timbre/preview', { voice_id: voice.id, text }, bob);
      expect(synthesize.calls()).toBe(3);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect((await client.call('POST', '/timbre/preview', { voice_id: 'no-such-voice', text: 'Hello' }, alice)).body.code).toBe(40400);
  });

  it('makes a voice as a job: the route answers at once, the status names each stage, then the voice and the built-in voice it matched', async () => {
    const speech = await client.call<{ url: string }>(
      'POST',
      '/timbre/preview',
      {
        voice_id: (await client.call<Voice>('GET', '/aigc/avatar/voice?gender=2', undefined, alice)).body.data.id,
        text: 'This is a recording of my own voice, read slowly and clearly so it can be matched.',
      },
      alice,
    );
    const recording = await product.app.inject({ method: 'GET', url: speech.body.data.url });
    const upload = (await product.uploadFile(alice, { bytes: recording.rawPayload, name: 'me.mp3', purpose: 'audio' })).json();
    expect(upload.code).toBe(0);
    const started = await client.call<{ task_id: string; method: string }>('POST', '/timbre/clone', { name: 'My voice', path: upload.data.full_path }, alice);
    expect(started.body.code).toBe(0);
    expect(started.body.data.method).toBe('match');
    const taskId = started.body.data.task_id;

    const stages: string[] = [];
    const progress: number[] = [];
    let status: CloneStatus | undefined;
    for (const deadline = Date.now() + 110_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 150))) {
      const polled = await client.call<CloneStatus>('GET', `/timbre/clone/status?task_id=${taskId}`, undefined, alice);
      expect(polled.body.code).toBe(0);
      status = polled.body.data;
      if (stages.at(-1) !== status.stage) stages.push(status.stage);
      progress.push(status.progress);
      if (status.status !== 'queued' && status.status !== 'running') break;
    }
    expect(status).toMatchObject({ task_id: taskId, status: 'done', stage: 'done', progress: 100, error: null });
    // Stages only move forward, and the long one (comparing with the built-in voices) is seen while it runs.
    const order = ['queued', 'measuring', 'matching', 'saving', 'done'];
    expect(stages.map((stage) => order.indexOf(stage))).toEqual([...stages.map((stage) => order.indexOf(stage))].sort((a, b) => a - b));
    expect(stages).toContain('matching');
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const result = status!.result!;
    expect(result).toMatchObject({ kind: 'matched', voice: { kind: 'matched', gender: 'male', language: 'english' } });
    expect(result.matched_voice).toMatchObject({ gender: 'male' });
    expect(result.matched_voice!.id.startsWith('english-')).toBe(true);
    expect(result.measurements!.medianPitchHz).toBeGreaterThan(60);
    expect(result.measurements!.medianPitchHz).toBeLessThan(200);
    const mine = await client.call<{ timbres: { id: string; kind: string }[] }>('GET', '/timbre/user/list', undefined, alice);
    expect(mine.body.data.timbres.filter((voice) => voice.id === result.voice.id)).toEqual([expect.objectContaining({ kind: 'matched' })]);
    // Signed URLs are stable for a time bucket: polling again gives the same preview URL, so nothing reloads.
    const again = await client.call<CloneStatus>('GET', `/timbre/clone/status?task_id=${taskId}`, undefined, alice);
    expect(again.body.data.result!.voice.preview_url).toBe(result.voice.preview_url);
    const preview = await product.app.inject({ method: 'GET', url: result.voice.preview_url });
    expect(preview.headers['content-type']).toBe('audio/mpeg');

    // Only its owner sees the task; a malformed id is refused in words.
    expect((await client.call('GET', `/timbre/clone/status?task_id=${taskId}`, undefined, bob)).body.code).toBe(40400);
    const malformed = await client.call('GET', '/timbre/clone/status?task_id=x', undefined, alice);
    expect(malformed.body).toMatchObject({ code: 40000, msg: 'The task id is not a voice creation task id.' });
    expect((await client.call('POST', '/timbre/clone', { name: 'x', path: upload.data.full_path }, bob)).body.code).toBe(40100);
    expect((await client.call('POST', '/timbre/clone', { name: 'x', path: upload.data.full_path, language: 'klingon' }, alice)).body).toMatchObject({
      code: 40000,
      msg: 'There are no built-in voices in klingon: choose another language.',
    });
  }, 120_000);

  it('fails a voice creation from a recording under a second with a reason the user can act on', async () => {
    const halfSecond = new Float32Array(24_000).map((_, index) => 0.3 * Math.sin((2 * Math.PI * 150 * index) / 48_000));
    const upload = (
      await product.uploadFile(alice, { bytes: Buffer.from(encodeWav({ samples: halfSecond, sampleRateHz: 48_000 })), name: 'short.wav', purpose: 'audio' })
    ).json();
    expect(upload.code).toBe(0);
    const started = await client.call<{ task_id: string }>('POST', '/timbre/clone', { name: 'Short', path: upload.data.full_path }, alice);
    let status: CloneStatus | undefined;
    for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      status = (await client.call<CloneStatus>('GET', `/timbre/clone/status?task_id=${started.body.data.task_id}`, undefined, alice)).body.data;
      if (status.status !== 'queued' && status.status !== 'running') break;
    }
    expect(status).toMatchObject({ status: 'failed', stage: 'failed', result: null, error: 'The recording is too short: record at least 1 second of speech' });
  }, 40_000);
});
