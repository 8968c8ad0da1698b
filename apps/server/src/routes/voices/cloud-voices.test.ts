import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeServiceServer } from '@talkreel/platform/testing';
import { startFakeOpenAiSpeechServer } from '@talkreel/speech/testing';
import { searchPublicVoicesRoute } from '@talkreel/contract';
import { callRoute, type RouteQuery } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('a configured cloud speech service in the voice library', () => {
  let service: FakeServiceServer;
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    service = await startFakeOpenAiSpeechServer({ apiKey: 'sk-test', voices: ['af_bella', 'am_adam'], audioFor: () => new Uint8Array() });
    product = await startTestProduct({ OPENAI_TTS_BASE_URL: `${service.url}/v1`, OPENAI_API_KEY: 'sk-test' });
    token = await product.createGuestToken();
  });
  afterAll(async () => {
    await product?.cleanup();
    await service?.close();
  });

  const search = (query: RouteQuery<typeof searchPublicVoicesRoute>) => callRoute(product, searchPublicVoicesRoute, { token, query });

  it('lists the voices the service offers beside the embedded ones, found by the language they speak', async () => {
    expect(service.requests.filter((request) => request.path === '/v1/audio/voices')).toHaveLength(1);
    const response = await search({ search: 'openai', language: 'english', page_size: 100 });
    expect(response.code).toBe(0);
    expect(response.data.list.map((voice) => [voice.id, voice.name, voice.language, voice.gender, voice.is_multilingual])).toEqual([
      ['openai:af_bella', 'af_bella', 'english', 'neutral', true],
      ['openai:am_adam', 'am_adam', 'english', 'neutral', true],
    ]);
    // After the whole catalogue: the embedded voices keep their places.
    const first = await search({ language: 'english', page_size: 1 });
    expect(first.data.list[0]?.id).not.toMatch(/^openai:/u);
  });
});
