import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../test-support/start-test-product.ts';

describe('engine errors on HTTP paths', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    // A configured speech service that does not answer (nothing listens on port 9).
    product = await startTestProduct({ OPENAI_TTS_BASE_URL: 'http://127.0.0.1:9/v1' });
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  async function createUserVoice(engine: Record<string, string>): Promise<string> {
    const db = product.runtime.database.db;
    const user = await db.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow();
    const voice = await db
      .insertInto('user_voices')
      .values({ owner_id: user.user_id, name: 'Cloned', kind: 'cloned', language: 'english', gender: 'female', engine: JSON.stringify(engine) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return voice.id;
  }

  it('a voice whose engine this server lacks is the caller to change: 40000 naming the service, not 50000', async () => {
    const voiceId = await createUserVoice({ name: 'elevenlabs', voice: 'abc123' });
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/timbre/preview',
      headers: { authorization: `Bearer ${token}` },
      payload: { voice_id: voiceId, text: 'Hello there' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 40000,
      msg: 'This voice needs the elevenlabs speech service, which this server does not have: pick another voice',
      data: null,
    });
  });

  it('a configured speech service that fails answers 50300 (503) with what failed, not 50000 (no error logged)', async () => {
    const voiceId = await createUserVoice({ name: 'openai', voice: 'alloy' });
    const response = await product.app.inject({
      method: 'POST',
      url: '/api/timbre/preview',
      headers: { authorization: `Bearer ${token}` },
      payload: { voice_id: voiceId, text: 'Hello there' },
    });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body).toMatchObject({ code: 50300, data: null });
    expect(body.msg).toMatch(/^Speech is not available right now: openai: request to 127\.0\.0\.1:9 failed/);
    expect(product.readLogs()).not.toMatch(/"level":50/);
  });
});
