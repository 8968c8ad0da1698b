import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DidTalksEngine } from './did-talks.ts';
import { startFakeDidServer, type FakeTalkPlan } from './fake-did-server.ts';
import { createLipSyncTestMedia, type LipSyncTestMedia } from './lip-sync-media.fixture.ts';
import { LipSyncEngineError } from '../lip-sync-engine.ts';

// D-ID Studio shows keys as `<base64 email>:<secret>`; they go after `Basic` unchanged.
const apiKey = 'dXNlckBleGFtcGxlLmNvbQ:s3cr3t';
const pollTiming = { firstMs: 5, maxMs: 20 };
let media: LipSyncTestMedia;
let plan: FakeTalkPlan = { pollsBeforeDone: 0, outcome: { video: true } };
let server: Awaited<ReturnType<typeof startFakeDidServer>>;

beforeAll(async () => {
  media = await createLipSyncTestMedia();
  server = await startFakeDidServer({ apiKey, video: media.video, plan: () => plan });
});
afterAll(async () => {
  await server.close();
});

const engine = (options: { apiKey?: string; timeoutMs?: number } = {}) => new DidTalksEngine({ apiKey, baseUrl: server.url, pollTiming, ...options });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

describe('DidTalksEngine (D-ID talks: upload image and audio, create a talk, poll, download)', () => {
  it('uploads the exact photo and speech, creates an audio-script talk from their URLs, polls it to done and downloads result_url', async () => {
    plan = { pollsBeforeDone: 2, outcome: { video: true } };
    const before = { requests: server.requests.length, uploads: server.uploads.length };
    const progress: number[] = [];
    const result = await engine().animate({ photo: media.photo, audio: media.audio, onProgress: (fraction) => progress.push(fraction) });

    expect(result.contentType).toBe('video/mp4');
    expect(Buffer.from(result.video).equals(Buffer.from(media.video))).toBe(true);
    expect(progress).toEqual([1]);
    const calls = server.requests.slice(before.requests);
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /images',
      'POST /audios',
      'POST /talks',
      'GET /talks/tlk_1',
      'GET /talks/tlk_1',
      'GET /talks/tlk_1',
    ]);
    expect(calls.every((request) => request.headers.authorization === `Basic ${apiKey}`)).toBe(true);
    const [image, audio] = server.uploads.slice(before.uploads);
    expect(image).toMatchObject({ field: 'image', filename: 'image.png', type: 'image/png' });
    expect(image?.bytes.equals(Buffer.from(media.photo.bytes))).toBe(true);
    expect(audio).toMatchObject({ field: 'audio', filename: 'audio.wav', type: 'audio/wav' });
    expect(audio?.bytes.equals(Buffer.from(media.audio.bytes))).toBe(true);
    expect(JSON.parse(calls[2]!.body.toString('utf8'))).toEqual({
      source_url: 's3://d-id-images-prod/user/image_1/image.png',
      script: { type: 'audio', audio_url: 's3://d-id-audios-prod/user/audio_2/audio.wav' },
      config: { result_format: 'mp4' },
    });
    // The presigned result URL is on the bucket's host: fetched without the key (S3 would refuse it).
    const download = server.bucket.requests.at(-1)!;
    expect(download.path).toBe('/results/tlk_1/talk.mp4');
    expect(download.headers.authorization).toBeUndefined();
  });

  it('surfaces a talk that ends in error or rejected as a non-retryable LipSyncEngineError', async () => {
    plan = { pollsBeforeDone: 1, outcome: { status: 'error', kind: 'FaceError', description: 'Face not detected' } };
    const error = await failure(engine().animate({ photo: media.photo, audio: media.audio }));
    expect(error).toBeInstanceOf(LipSyncEngineError);
    expect(error).toMatchObject({ engine: 'd-id', retryable: false, message: 'd-id: talk error: FaceError: Face not detected' });

    plan = { pollsBeforeDone: 0, outcome: { status: 'rejected', kind: 'ModerationError', description: 'The image did not pass moderation' } };
    expect(await failure(engine().animate({ photo: media.photo, audio: media.audio }))).toMatchObject({
      retryable: false,
      message: 'd-id: talk rejected: ModerationError: The image did not pass moderation',
    });
  });

  it('reports a refused key with its status, not retryable', async () => {
    expect(await failure(engine({ apiKey: 'wrong:key' }).animate({ photo: media.photo, audio: media.audio }))).toMatchObject({
      engine: 'd-id',
      status: 401,
      retryable: false,
      message: 'd-id: 401 AuthorizationError: authorization failed',
    });
  });

  it('deletes the talk when the caller aborts or the total timeout passes', async () => {
    plan = { pollsBeforeDone: 'never', outcome: { video: true } };
    const controller = new AbortController();
    const reason = new Error('render cancelled');
    const polled = server.requests.length;
    const aborting = failure(engine().animate({ photo: media.photo, audio: media.audio, signal: controller.signal }));
    while (!server.requests.slice(polled).some((request) => request.method === 'GET')) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(reason);
    expect(await aborting).toBe(reason);
    const aborted = server.deleted.at(-1);
    expect(aborted).toMatch(/^tlk_\d+$/u);

    const timedOut = await failure(engine({ timeoutMs: 200 }).animate({ photo: media.photo, audio: media.audio }));
    expect(timedOut).toMatchObject({ engine: 'd-id', retryable: true, message: 'd-id: no video within 0.2 s' });
    expect(server.deleted).toHaveLength(2);
    expect(server.deleted[1]).not.toBe(aborted);
    expect(server.requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual(server.deleted.map((id) => `/talks/${id}`));
  });
});
