import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookRequest } from '../look-types.ts';
import { composeLookPrompt } from './compose-look-prompt.ts';
import { readMultipartForm, type FakeServiceServer } from '@talkreel/platform/testing';
import { colourOf, paintServiceImage } from './service-image.fixture.ts';
import { startFakeOpenAiImagesServer } from './fake-openai-images-server.ts';
import { ImageServiceError } from './image-service-error.ts';
import { isEdgeBand, isNearRgb, measureLookImage } from './look-image.fixture.ts';
import { OpenAiImageEngine, openAiImageSize } from './openai-images.ts';

const request: LookRequest = {
  style: 'professional',
  gender: 'female',
  age: 'adult',
  ethnicity: 'east asian',
  appearance: 'short black hair, round glasses, navy blazer',
  background: 'a bright modern office',
  aspectRatio: 0,
  count: 4,
  seed: 42,
};
const promptSent = (index: number, looks: LookRequest = request) => {
  const { prompt, negativePrompt } = composeLookPrompt(looks, index);
  return `${prompt} Avoid: ${negativePrompt}.`;
};
const jsonOf = (server: FakeServiceServer, index: number) => JSON.parse(server.requests[index]?.body.toString('utf8') ?? '{}') as Record<string, unknown>;

let openAi: FakeServiceServer;
let localAi: FakeServiceServer;

beforeAll(async () => {
  openAi = await startFakeOpenAiImagesServer({
    apiKey: 'sk-test',
    refusePrompt: (prompt) => (prompt.includes('forbidden') ? 'Your request was rejected by the safety system.' : undefined),
  });
  // LocalAI: no key, one image per call, URLs whatever was asked.
  localAi = await startFakeOpenAiImagesServer({ maxImagesPerAnswer: 1, answerWith: 'url' });
});
afterAll(async () => {
  await openAi.close();
  await localAi.close();
});

describe('OpenAiImageEngine against a local OpenAI-compatible Images API', () => {
  it('asks gpt-image-1 once for four portraits of one prompt and crops them to the 9:16 look size', async () => {
    const engine = new OpenAiImageEngine({ baseUrl: `${openAi.url}/v1/`, apiKey: 'sk-test' });
    const before = openAi.requests.length;
    const looks = await engine.generate(request);
    const calls = openAi.requests.slice(before);
    expect(calls.map((call) => call.path)).toEqual(['/v1/images/generations']);
    expect(calls[0]?.headers.authorization).toBe('Bearer sk-test');
    // gpt-image models refuse response_format; they always answer base64.
    expect(jsonOf(openAi, before)).toEqual({ model: 'gpt-image-1', prompt: promptSent(0), n: 4, size: '1024x1536' });
    expect(looks).toHaveLength(4);
    for (const look of looks) {
      expect(look).toMatchObject({ widthPx: 720, heightPx: 1280, face: null, design: null, engine: 'openai' });
      const measure = await measureLookImage(look);
      expect([measure.decodedWidthPx, measure.decodedHeightPx]).toEqual([720, 1280]);
      expect(isNearRgb(measure.centre, colourOf(promptSent(0)))).toBe(true);
      // 1024x1536 is wider than 9:16: the side bands were cut off centred, the top and bottom ones kept.
      expect([isEdgeBand(measure.left), isEdgeBand(measure.right)]).toEqual([false, false]);
      expect([isEdgeBand(measure.top), isEdgeBand(measure.bottom)]).toEqual([true, true]);
      // The 77 px bands of the 1536 px height, scaled by 1280 / 1536.
      expect(Math.abs(measure.bandsPx.top - 64)).toBeLessThanOrEqual(1);
      expect(Math.abs(measure.bandsPx.bottom - 64)).toBeLessThanOrEqual(1);
    }
  });

  it('makes four different people for `any` ethnicity: one request per prompt, each image in its own colour, landscape crop', async () => {
    const engine = new OpenAiImageEngine({ baseUrl: `${openAi.url}/v1`, apiKey: 'sk-test' });
    const anyone: LookRequest = { ...request, ethnicity: 'any', aspectRatio: 1 };
    const before = openAi.requests.length;
    const looks = await engine.generate(anyone);
    const bodies = openAi.requests.slice(before).map((_, offset) => jsonOf(openAi, before + offset));
    expect(bodies.map((body) => [body.n, body.size])).toEqual(Array.from({ length: 4 }, () => [1, '1536x1024']));
    expect(new Set(bodies.map((body) => body.prompt))).toEqual(new Set([0, 1, 2, 3].map((index) => promptSent(index, anyone))));
    const measures = await Promise.all(looks.map(measureLookImage));
    measures.forEach((measure, index) => {
      expect([measure.decodedWidthPx, measure.decodedHeightPx]).toEqual([1280, 720]);
      expect(isNearRgb(measure.centre, colourOf(promptSent(index, anyone)))).toBe(true);
      expect([isEdgeBand(measure.top), isEdgeBand(measure.bottom), isEdgeBand(measure.left)]).toEqual([false, false, true]);
    });
  });

  it('asks a LocalAI-style server without a key again until the count is met, and fetches the URLs it answers', async () => {
    const engine = new OpenAiImageEngine({ baseUrl: `${localAi.url}/v1`, model: 'stablediffusion' });
    const looks = await engine.generate({ ...request, count: 3 });
    const generations = localAi.requests.filter((call) => call.path === '/v1/images/generations');
    expect(generations.map((_, index) => JSON.parse(generations[index]!.body.toString('utf8')) as Record<string, unknown>)).toEqual([
      { model: 'stablediffusion', prompt: promptSent(0), n: 3, size: '768x1344', response_format: 'b64_json' },
      { model: 'stablediffusion', prompt: promptSent(0), n: 2, size: '768x1344', response_format: 'b64_json' },
      { model: 'stablediffusion', prompt: promptSent(0), n: 1, size: '768x1344', response_format: 'b64_json' },
    ]);
    expect(localAi.requests.filter((call) => call.path.startsWith('/files/'))).toHaveLength(3);
    expect(localAi.requests.every((call) => call.headers.authorization === undefined)).toBe(true);
    expect(looks.map((look) => [look.widthPx, look.heightPx])).toEqual([
      [720, 1280],
      [720, 1280],
      [720, 1280],
    ]);
    expect((await measureLookImage(looks[2]!)).decodedHeightPx).toBe(1280);
  });

  it('sends a reference photo to /images/edits as the multipart `image` file', async () => {
    const photo = await paintServiceImage(600, 800, [120, 90, 60]);
    const engine = new OpenAiImageEngine({ baseUrl: `${openAi.url}/v1`, apiKey: 'sk-test' });
    const withReference: LookRequest = {
      ...request,
      count: 2,
      reference: {
        bytes: photo,
        contentType: 'image/png',
        traits: { skinRgb: [200, 160, 130], hairRgb: null, hairLength: null, glasses: false, facialHair: null, faceAspect: 0.75, gender: 'female' },
      },
    };
    const before = openAi.requests.length;
    const looks = await engine.generate(withReference);
    const call = openAi.requests[before]!;
    expect(call.path).toBe('/v1/images/edits');
    const form = await readMultipartForm(call);
    const image = form?.get('image');
    expect(image).toBeInstanceOf(File);
    expect(Buffer.from(await (image as File).arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
    expect([form?.get('model'), form?.get('n'), form?.get('size'), form?.get('response_format')]).toEqual(['gpt-image-1', '2', '1024x1536', null]);
    expect(form?.get('prompt')).toBe(promptSent(0, withReference));
    expect(String(form?.get('prompt'))).toContain('the person in the reference photo');
    expect(looks).toHaveLength(2);
  });

  it('picks each model’s own sizes', () => {
    expect([openAiImageSize('dall-e-3', 0), openAiImageSize('dall-e-3', 1), openAiImageSize('dall-e-2', 1), openAiImageSize('openai/gpt-image-1', 1)]).toEqual([
      '1024x1792',
      '1792x1024',
      '1024x1024',
      '1536x1024',
    ]);
  });

  it('asks dall-e-3 for one image per request, as it makes no more', async () => {
    const engine = new OpenAiImageEngine({ baseUrl: `${openAi.url}/v1`, apiKey: 'sk-test', model: 'dall-e-3' });
    const before = openAi.requests.length;
    const looks = await engine.generate({ ...request, count: 2 });
    expect(openAi.requests.slice(before).map((_, offset) => jsonOf(openAi, before + offset).n)).toEqual([1, 1]);
    expect(looks.map((look) => look.heightPx)).toEqual([1280, 1280]);
  });

  it('keeps dall-e-2 under its 1000-character prompt limit, and crops its square to the look', async () => {
    const engine = new OpenAiImageEngine({ baseUrl: `${openAi.url}/v1`, apiKey: 'sk-test', model: 'dall-e-2' });
    const long = { ...request, appearance: 'tall '.repeat(200), background: 'quiet '.repeat(100), count: 1 };
    const before = openAi.requests.length;
    const [look] = await engine.generate(long);
    const body = jsonOf(openAi, before);
    expect(body).toMatchObject({ model: 'dall-e-2', size: '1024x1024', prompt: composeLookPrompt(long, 0).prompt, response_format: 'b64_json' });
    expect(String(body.prompt).length).toBeLessThan(1000);
    const measure = await measureLookImage(look!);
    // A square cropped to 9:16 keeps only the middle 56% of its width: no side band is left.
    expect([measure.decodedWidthPx, measure.bandsPx.left, measure.bandsPx.right]).toEqual([720, 0, 0]);
  });

  it("reports the service's status and message for a bad key and a refused prompt", async () => {
    const badKey = await new OpenAiImageEngine({ baseUrl: `${openAi.url}/v1`, apiKey: 'wrong' }).generate(request).catch((error: unknown) => error);
    expect(badKey).toBeInstanceOf(ImageServiceError);
    expect(badKey).toMatchObject({ status: 401, engine: 'openai', message: 'openai: 401 Incorrect API key provided: sk-...' });
    const noKey = await new OpenAiImageEngine({ baseUrl: `${openAi.url}/v1` }).generate(request).catch((error: unknown) => error);
    expect(noKey).toMatchObject({ status: 401, message: "openai: 401 You didn't provide an API key." });
    const refused = await new OpenAiImageEngine({ baseUrl: `${openAi.url}/v1`, apiKey: 'sk-test' })
      .generate({ ...request, appearance: 'something forbidden' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, message: 'openai: 400 Your request was rejected by the safety system.' });
  });

  it('says so when the service cannot be reached', async () => {
    const gone = await startFakeOpenAiImagesServer();
    await gone.close();
    const failure = await new OpenAiImageEngine({ baseUrl: `${gone.url}/v1` }).generate(request).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageServiceError);
    expect(String(failure)).toBe(
      `ImageServiceError: openai: request to ${new URL(gone.url).host} failed: fetch failed (connect ECONNREFUSED ${new URL(gone.url).host})`,
    );
  });

  it('stops at once when the caller aborts, with the caller’s reason', async () => {
    const slow = await startFakeOpenAiImagesServer({ answerDelayMs: 5000 });
    try {
      const controller = new AbortController();
      const startedMs = Date.now();
      setTimeout(() => controller.abort(new Error('generation cancelled')), 100);
      const failure = await new OpenAiImageEngine({ baseUrl: `${slow.url}/v1` })
        .generate({ ...request, signal: controller.signal })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ message: 'generation cancelled' });
      expect(Date.now() - startedMs).toBeLessThan(2000);
      // Its own time limit reads as the service's failure, not as a cancel.
      const timedOut = await new OpenAiImageEngine({ baseUrl: `${slow.url}/v1`, requestTimeoutMs: 200 }).generate(request).catch((error: unknown) => error);
      expect(timedOut).toBeInstanceOf(ImageServiceError);
      expect(String(timedOut)).toContain('failed: no answer within 0.2 s');
    } finally {
      await slow.close();
    }
  });
});
