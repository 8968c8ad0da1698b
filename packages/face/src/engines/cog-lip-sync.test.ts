import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CogLipSyncEngine } from './cog-lip-sync.ts';
import { startFakeCogServer, type FakePredictionPlan } from './fake-cog-server.ts';
import { createLipSyncTestMedia, type LipSyncTestMedia } from './lip-sync-media.fixture.ts';
import { LipSyncEngineError } from '../lip-sync-engine.ts';
import { toDataUri } from './video-output.ts';

const token = 'r8_test_token';
const version = 'a'.repeat(64);
const pollTiming = { firstMs: 5, maxMs: 20 };
let media: LipSyncTestMedia;
let plan: FakePredictionPlan = { pollsBeforeDone: 0, outcome: { video: true } };
let replicate: Awaited<ReturnType<typeof startFakeCogServer>>;
let cog: Awaited<ReturnType<typeof startFakeCogServer>>;

beforeAll(async () => {
  media = await createLipSyncTestMedia();
  replicate = await startFakeCogServer({ token, video: media.video, plan: () => plan });
  cog = await startFakeCogServer({ video: media.video, plan: () => plan });
});
afterAll(async () => {
  await replicate.close();
  await cog.close();
});

const onReplicate = (options: { model?: string; version?: string; timeoutMs?: number; token?: string } = { model: 'cjwbw/sadtalker' }) =>
  new CogLipSyncEngine({ baseUrl: `${replicate.url}/v1/`, token, pollTiming, ...options });
const requestsSince = (count: number) => replicate.requests.slice(count).map((request) => `${request.method} ${request.path}`);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );

describe('CogLipSyncEngine on Replicate (async predictions, polled)', () => {
  it('creates a model prediction with the photo and speech as data URIs, polls it to succeeded and downloads the video', async () => {
    plan = { pollsBeforeDone: 2, outcome: { video: true } };
    const before = replicate.requests.length;
    const progress: number[] = [];
    const result = await onReplicate().animate({ photo: media.photo, audio: media.audio, onProgress: (fraction) => progress.push(fraction) });

    expect(result.contentType).toBe('video/mp4');
    expect(Buffer.from(result.video).equals(Buffer.from(media.video))).toBe(true);
    const calls = requestsSince(before);
    expect(calls[0]).toBe('POST /v1/models/cjwbw/sadtalker/predictions');
    expect(calls.slice(1)).toEqual(Array.from({ length: 3 }, () => expect.stringMatching(/^GET \/v1\/predictions\/pred\d+$/u)));
    const create = replicate.requests[before]!;
    expect(create.headers.authorization).toBe(`Bearer ${token}`);
    const body = JSON.parse(create.body.toString('utf8')) as Record<string, unknown>;
    expect(body).toEqual({ input: { source_image: toDataUri(media.photo), driven_audio: toDataUri(media.audio) } });
    expect(body.input).toMatchObject({ source_image: `data:image/png;base64,${Buffer.from(media.photo.bytes).toString('base64')}` });
    expect(replicate.requests.slice(before + 1).every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(true);
    // The output lives on the delivery host: fetched once, without the API token.
    const download = replicate.delivery.requests.at(-1)!;
    expect(download.path).toMatch(/^\/files\/pred\d+\/output\.mp4$/u);
    expect(download.headers.authorization).toBeUndefined();
    // The fake's tqdm logs said 33% then 67%; the download makes it 1.
    expect(progress).toEqual([0.33, 0.67, 1]);
  });

  it('uploads a file over 1 MB through the files API and passes its URL instead of a data URI', async () => {
    plan = { pollsBeforeDone: 0, outcome: { video: true } };
    const before = replicate.requests.length;
    expect(media.longAudio.bytes.length).toBeGreaterThan(1_000_000);
    const result = await onReplicate().animate({ photo: media.photo, audio: media.longAudio });

    expect(Buffer.from(result.video).equals(Buffer.from(media.video))).toBe(true);
    expect(requestsSince(before).slice(0, 2)).toEqual(['POST /v1/files', 'POST /v1/models/cjwbw/sadtalker/predictions']);
    expect(replicate.requests[before]!.headers.authorization).toBe(`Bearer ${token}`);
    const [id, uploaded] = [...replicate.files.entries()].at(-1)!;
    expect(uploaded).toMatchObject({ name: 'speech.wav', type: 'audio/wav' });
    expect(uploaded.bytes.equals(Buffer.from(media.longAudio.bytes))).toBe(true);
    expect(JSON.parse(replicate.requests[before + 1]!.body.toString('utf8'))).toEqual({
      input: { source_image: toDataUri(media.photo), driven_audio: `${replicate.url}/v1/files/${id}` },
    });
  });

  it('runs a version through POST /predictions and surfaces the error of a failed prediction', async () => {
    plan = { pollsBeforeDone: 1, outcome: { error: 'No face detected in source_image' } };
    const before = replicate.requests.length;
    const error = await failure(onReplicate({ version }).animate({ photo: media.photo, audio: media.audio }));

    expect(error).toBeInstanceOf(LipSyncEngineError);
    expect(error).toMatchObject({ engine: 'replicate', retryable: false, message: 'replicate: prediction failed: No face detected in source_image' });
    expect((error as LipSyncEngineError).status).toBeUndefined();
    expect(requestsSince(before)[0]).toBe('POST /v1/predictions');
    expect(JSON.parse(replicate.requests[before]!.body.toString('utf8'))).toMatchObject({ version, input: { source_image: toDataUri(media.photo) } });
  });

  it('marks rate limits and server errors retryable, and a refused token not', async () => {
    plan = {
      pollsBeforeDone: 0,
      outcome: { video: true },
      createError: { status: 429, body: { title: 'Request was throttled', detail: 'Request was throttled. Expected available in 1 second.', status: 429 } },
    };
    expect(await failure(onReplicate().animate({ photo: media.photo, audio: media.audio }))).toMatchObject({
      engine: 'replicate',
      status: 429,
      retryable: true,
      message: 'replicate: 429 Request was throttled. Expected available in 1 second.',
    });
    plan = { pollsBeforeDone: 0, outcome: { video: true }, createError: { status: 500, body: { detail: 'Internal server error', status: 500 } } };
    expect(await failure(onReplicate().animate({ photo: media.photo, audio: media.audio }))).toMatchObject({
      status: 500,
      retryable: true,
      message: 'replicate: 500 Internal server error',
    });
    plan = { pollsBeforeDone: 0, outcome: { video: true } };
    expect(await failure(onReplicate({ model: 'cjwbw/sadtalker', token: 'r8_wrong' }).animate({ photo: media.photo, audio: media.audio }))).toMatchObject({
      status: 401,
      retryable: false,
      message: 'replicate: 401 You did not pass a valid authentication token',
    });
  });

  it('rides out a few failed status polls, and gives up after too many in a row', async () => {
    plan = { pollsBeforeDone: 1, failedPolls: 3, outcome: { video: true } };
    const result = await onReplicate().animate({ photo: media.photo, audio: media.audio });
    expect(Buffer.from(result.video).equals(Buffer.from(media.video))).toBe(true);

    plan = { pollsBeforeDone: 1, failedPolls: 4, outcome: { video: true } };
    expect(await failure(onReplicate().animate({ photo: media.photo, audio: media.audio }))).toMatchObject({
      engine: 'replicate',
      status: 502,
      retryable: true,
      message: 'replicate: 502 Bad gateway',
    });
    // Given up on, the prediction may still be running: it is cancelled.
    expect(replicate.predictions.get([...replicate.predictions.keys()].at(-1)!)?.status).toBe('canceled');
  });

  it('gives up at the total timeout, cancelling the prediction so it stops billing', async () => {
    plan = { pollsBeforeDone: 'never', outcome: { video: true } };
    const before = replicate.requests.length;
    const error = await failure(onReplicate({ model: 'cjwbw/sadtalker', timeoutMs: 300 }).animate({ photo: media.photo, audio: media.audio }));

    expect(error).toBeInstanceOf(LipSyncEngineError);
    expect(error).toMatchObject({ engine: 'replicate', retryable: true, message: 'replicate: no video within 0.3 s' });
    const id = [...replicate.predictions.keys()].at(-1)!;
    expect(replicate.predictions.get(id)?.status).toBe('canceled');
    expect(requestsSince(before).at(-1)).toBe(`POST /v1/predictions/${id}/cancel`);
  });

  it('cancels the prediction when the caller aborts, and rejects with the abort reason', async () => {
    plan = { pollsBeforeDone: 'never', outcome: { video: true } };
    const controller = new AbortController();
    const reason = new Error('render cancelled by the user');
    const error = await failure(
      onReplicate().animate({ photo: media.photo, audio: media.audio, signal: controller.signal, onProgress: () => controller.abort(reason) }),
    );

    expect(error).toBe(reason);
    const id = [...replicate.predictions.keys()].at(-1)!;
    expect(replicate.predictions.get(id)?.status).toBe('canceled');
    const cancel = replicate.requests.find((request) => request.path === `/v1/predictions/${id}/cancel`);
    expect(cancel?.method).toBe('POST');
    expect(cancel?.headers.authorization).toBe(`Bearer ${token}`);
  });
});

describe('CogLipSyncEngine.resync: a video model redraws the lips of footage (dubbed uploads)', () => {
  it('sends the footage and the speech to LatentSync on Replicate as `video` and `audio`, and downloads the re-synced video', async () => {
    plan = { pollsBeforeDone: 1, outcome: { video: true } };
    const before = replicate.requests.length;
    const footage = { bytes: media.video, contentType: 'video/mp4' };
    const result = await onReplicate({ model: 'bytedance/latentsync' }).resync({ video: footage, audio: media.audio });

    expect(result.contentType).toBe('video/mp4');
    expect(Buffer.from(result.video).equals(Buffer.from(media.video))).toBe(true);
    expect(requestsSince(before)[0]).toBe('POST /v1/models/bytedance/latentsync/predictions');
    expect(JSON.parse(replicate.requests[before]!.body.toString('utf8'))).toEqual({ input: { video: toDataUri(footage), audio: toDataUri(media.audio) } });
  });

  it('uses the configured input names on a Cog container (Wav2Lip: `face`), and uploads footage over 1 MB on Replicate', async () => {
    plan = { pollsBeforeDone: 0, outcome: { video: true } };
    const before = cog.requests.length;
    const footage = { bytes: media.video, contentType: 'video/mp4' };
    await new CogLipSyncEngine({ baseUrl: cog.url, videoInput: 'face', audioInput: 'audio' }).resync({ video: footage, audio: media.audio });
    expect(JSON.parse(cog.requests[before]!.body.toString('utf8'))).toMatchObject({ input: { face: toDataUri(footage), audio: toDataUri(media.audio) } });

    const large = { bytes: new Uint8Array(1_200_000).fill(7), contentType: 'video/mp4' };
    const filesBefore = replicate.files.size;
    await onReplicate({ model: 'bytedance/latentsync' }).resync({ video: large, audio: media.audio });
    expect(replicate.files.size).toBe(filesBefore + 1);
    const uploaded = [...replicate.files.values()].at(-1)!;
    expect([uploaded.type, uploaded.bytes.length]).toEqual(['video/mp4', 1_200_000]);
    const created = replicate.requests.findLast((request) => request.path === '/v1/models/bytedance/latentsync/predictions')!;
    expect((JSON.parse(created.body.toString('utf8')) as { input: { video: string } }).input.video).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/files\/file\d+$/u);
  });
});

describe('CogLipSyncEngine on a self-hosted Cog container (synchronous PUT /predictions/{id})', () => {
  it('answers with the video from the data URI output, sending the configured input names and no token', async () => {
    plan = { pollsBeforeDone: 0, outcome: { video: true } };
    const before = cog.requests.length;
    const engine = new CogLipSyncEngine({ baseUrl: cog.url, imageInput: 'face', audioInput: 'audio' });
    const result = await engine.animate({ photo: media.photo, audio: media.audio });

    expect(engine.name).toBe('cog');
    expect(result.contentType).toBe('video/mp4');
    expect(Buffer.from(result.video).equals(Buffer.from(media.video))).toBe(true);
    expect(cog.requests.length - before).toBe(1);
    const put = cog.requests[before]!;
    expect(put.method).toBe('PUT');
    expect(put.path).toMatch(/^\/predictions\/[0-9a-f]{32}$/u);
    expect(put.headers.authorization).toBeUndefined();
    expect(JSON.parse(put.body.toString('utf8'))).toMatchObject({ input: { face: toDataUri(media.photo), audio: toDataUri(media.audio) } });
  });

  it('surfaces the error of a failed prediction', async () => {
    plan = { pollsBeforeDone: 0, outcome: { error: "ValueError: face not found in 'face'" } };
    expect(await failure(new CogLipSyncEngine({ baseUrl: cog.url }).animate({ photo: media.photo, audio: media.audio }))).toMatchObject({
      engine: 'cog',
      retryable: false,
      message: "cog: prediction failed: ValueError: face not found in 'face'",
    });
  });

  it('asks the container to cancel the prediction by its id when the caller aborts', async () => {
    plan = { pollsBeforeDone: 'never', outcome: { video: true } };
    const before = cog.requests.length;
    const controller = new AbortController();
    const pending = failure(new CogLipSyncEngine({ baseUrl: cog.url }).animate({ photo: media.photo, audio: media.audio, signal: controller.signal }));
    await vi.waitFor(() => expect(cog.requests.length).toBeGreaterThan(before));
    controller.abort(new Error('stop'));

    expect(await pending).toMatchObject({ message: 'stop' });
    const id = /^\/predictions\/(\w+)$/u.exec(cog.requests[before]!.path)?.[1];
    await vi.waitFor(() => expect(cog.requests.some((request) => request.method === 'POST' && request.path === `/predictions/${id}/cancel`)).toBe(true));
    expect(cog.predictions.get(id ?? '')?.status).toBe('canceled');
  });
});
