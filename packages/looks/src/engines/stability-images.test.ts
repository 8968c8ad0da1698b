import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LookRequest } from '../look-types.ts';
import { composeLookPrompt } from './compose-look-prompt.ts';
import { readMultipartForm, type FakeServiceServer, type RecordedRequest } from '@talkreel/platform/testing';
import { colourOf, paintServiceImage } from './service-image.fixture.ts';
import { startFakeStabilityServer } from './fake-stability-server.ts';
import { ImageServiceError } from './image-service-error.ts';
import { isNearRgb, measureLookImage } from './look-image.fixture.ts';
import { StabilityImageEngine } from './stability-images.ts';

const request: LookRequest = {
  style: 'social',
  gender: 'male',
  age: 'young adult',
  ethnicity: 'any',
  appearance: 'curly brown hair, short beard, green hoodie',
  background: 'a sunny city park',
  aspectRatio: 0,
  count: 4,
  seed: 1000,
};

let stability: FakeServiceServer;

beforeAll(async () => {
  stability = await startFakeStabilityServer({ apiKey: 'sk-stability', filterPrompt: (prompt) => prompt.includes('filtered') });
});
afterAll(async () => {
  await stability.close();
});

const newCalls = async (from: number) =>
  Promise.all(
    stability.requests.slice(from).map(async (call: RecordedRequest) => {
      const form = await readMultipartForm(call);
      const fields = Object.fromEntries(
        [...(form?.entries() ?? [])].map(([name, value]) => [name, typeof value === 'string' ? value : `file ${value.size} bytes`]),
      );
      return { path: call.path, authorization: call.headers.authorization, accept: call.headers.accept, fields, form };
    }),
  );

describe('StabilityImageEngine against a local Stable Image API', () => {
  it('makes one Core call per image with seed + i, the composed prompts and the look’s aspect ratio', async () => {
    const engine = new StabilityImageEngine({ apiKey: 'sk-stability', baseUrl: `${stability.url}/` });
    const before = stability.requests.length;
    const looks = await engine.generate(request);
    const calls = (await newCalls(before)).sort((first, second) => Number(first.fields.seed) - Number(second.fields.seed));
    expect(calls).toHaveLength(4);
    calls.forEach((call, index) => {
      const { prompt, negativePrompt } = composeLookPrompt(request, index);
      expect(call).toMatchObject({ path: '/v2beta/stable-image/generate/core', authorization: 'Bearer sk-stability', accept: 'image/*' });
      expect(call.fields).toEqual({ prompt, negative_prompt: negativePrompt, seed: String(1000 + index), output_format: 'png', aspect_ratio: '9:16' });
    });
    for (const [index, look] of looks.entries()) {
      expect(look).toMatchObject({ widthPx: 720, heightPx: 1280, face: null, design: null, engine: 'stability' });
      const measure = await measureLookImage(look);
      expect([measure.decodedWidthPx, measure.decodedHeightPx]).toEqual([720, 1280]);
      // Image i answers call i: its colour comes from that call's prompt and seed.
      expect(isNearRgb(measure.centre, colourOf(`${composeLookPrompt(request, index).prompt}#${1000 + index}`))).toBe(true);
      // 768x1344 is a little wider than 9:16: 6 px come off each side, so the side bands are thinner than the top and bottom ones, and equal.
      expect(Math.abs(measure.bandsPx.left - measure.bandsPx.right)).toBeLessThanOrEqual(1);
      expect(Math.abs(measure.bandsPx.top - measure.bandsPx.bottom)).toBeLessThanOrEqual(1);
      expect(measure.bandsPx.top - measure.bandsPx.left).toBeGreaterThan(25);
    }
  });

  it('asks for 16:9 for a landscape look', async () => {
    const engine = new StabilityImageEngine({ apiKey: 'sk-stability', baseUrl: stability.url });
    const before = stability.requests.length;
    const looks = await engine.generate({ ...request, aspectRatio: 1, count: 1 });
    expect((await newCalls(before)).map((call) => call.fields.aspect_ratio)).toEqual(['16:9']);
    const measure = await measureLookImage(looks[0]!);
    expect([measure.decodedWidthPx, measure.decodedHeightPx]).toEqual([1280, 720]);
  });

  it('turns a reference photo into looks with SD3 image-to-image', async () => {
    const photo = await paintServiceImage(640, 960, [90, 120, 150]);
    const engine = new StabilityImageEngine({ apiKey: 'sk-stability', baseUrl: stability.url, referenceStrength: 0.5 });
    const before = stability.requests.length;
    const looks = await engine.generate({
      ...request,
      count: 2,
      reference: {
        bytes: photo,
        contentType: 'image/png',
        traits: { skinRgb: [190, 150, 120], hairRgb: [60, 40, 30], hairLength: null, glasses: false, facialHair: null, faceAspect: 0.78, gender: 'male' },
      },
    });
    const calls = await newCalls(before);
    expect(calls.map((call) => call.path)).toEqual(['/v2beta/stable-image/generate/sd3', '/v2beta/stable-image/generate/sd3']);
    expect(calls[0]?.fields).toMatchObject({ mode: 'image-to-image', model: 'sd3.5-large', strength: '0.5', output_format: 'png' });
    expect(calls[0]?.fields.aspect_ratio).toBeUndefined();
    const image = calls[0]?.form?.get('image') as File;
    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(photo))).toBe(true);
    // The 640x960 (2:3) answer is cover-cropped to the wizard's 9:16.
    expect(looks.map((look) => [look.widthPx, look.heightPx])).toEqual([
      [720, 1280],
      [720, 1280],
    ]);
  });

  it('reads Stability’s {name, errors} bodies as clear messages', async () => {
    const badKey = await new StabilityImageEngine({ apiKey: 'wrong', baseUrl: stability.url }).generate(request).catch((error: unknown) => error);
    expect(badKey).toBeInstanceOf(ImageServiceError);
    expect(badKey).toMatchObject({
      engine: 'stability',
      status: 401,
      message: 'stability: 401 unauthorized: the API key was refused (check STABILITY_API_KEY): authorization: invalid or missing header value',
    });
    const broke = await startFakeStabilityServer({
      apiKey: 'k',
      failWith: { status: 402, name: 'payment_required', errors: ['You lack sufficient credits to make this request.'] },
    });
    const invalid = await startFakeStabilityServer({
      apiKey: 'k',
      failWith: { status: 400, name: 'bad_request', errors: ['prompt: cannot be empty', 'seed: too large'] },
    });
    try {
      const noCredits = await new StabilityImageEngine({ apiKey: 'k', baseUrl: broke.url }).generate(request).catch((error: unknown) => error);
      expect(noCredits).toMatchObject({
        status: 402,
        message: 'stability: 402 payment_required: the Stability account has too few credits: You lack sufficient credits to make this request.',
      });
      const badRequest = await new StabilityImageEngine({ apiKey: 'k', baseUrl: invalid.url }).generate(request).catch((error: unknown) => error);
      expect(badRequest).toMatchObject({ status: 400, message: 'stability: 400 bad_request: prompt: cannot be empty: seed: too large' });
    } finally {
      await broke.close();
      await invalid.close();
    }
  });

  it('refuses a set whose image the content filter blurred', async () => {
    const failure = await new StabilityImageEngine({ apiKey: 'sk-stability', baseUrl: stability.url })
      .generate({ ...request, ethnicity: 'african', appearance: 'filtered words' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ImageServiceError);
    expect(String(failure)).toMatch(/^ImageServiceError: stability: the service’s content filter blurred image \d; change the appearance or background text$/u);
  });

  it('stops every call when the caller aborts', async () => {
    const slow = await startFakeStabilityServer({ apiKey: 'k', answerDelayMs: 5000 });
    try {
      const startedMs = Date.now();
      const failure = await new StabilityImageEngine({ apiKey: 'k', baseUrl: slow.url })
        .generate({ ...request, signal: AbortSignal.timeout(150) })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ name: 'TimeoutError' });
      expect(Date.now() - startedMs).toBeLessThan(2000);
      expect(slow.requests).toHaveLength(4);
    } finally {
      await slow.close();
    }
  });
});
