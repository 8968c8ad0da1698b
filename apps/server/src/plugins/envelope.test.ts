import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../test-support/start-test-product.ts';

describe('engine errors on HTTP paths', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct();
    token = await product.createGuestToken();
  });
  afterAll(() => product.cleanup());

  const notConfigured = 'Speech is not available right now: The elevenlabs speech engine is not configured on this server';

  it('a voice preview whose engine is not configured answers 50300 (503), not 50000', async () => {
    const db = product.runtime.database.db;
    const user = await db.selectFrom('sessions').select('user_id').executeTakeFirstOrThrow();
    const voice = await db
      .insertInto('user_voices')
      .values({ owner_id: user.user_id, name: 'Cloned', kind: 'cloned', language: 'en', gender: 'female', engine: JSON.stringify({ name: 'elevenlabs', voice: 'abc123' }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const response = await product.app.inject({ method: 'POST', url: '/api/timbre/preview', headers: { authorization: `Bearer ${token}` }, payload: { voice_id: voice.id, text: 'Hello there' } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 50300, msg: notConfigured, data: null });
  });

  it('the public audition of such a voice answers 50300 too', async () => {
    const db = product.runtime.database.db;
    const voice = await db.selectFrom('voices').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('voices').set({ engine: JSON.stringify({ name: 'elevenlabs', voice: 'abc123' }), preview_key: null }).where('id', '=', voice.id).execute();
    const response = await product.app.inject({ method: 'GET', url: `/api/timbre/audition/${encodeURIComponent(voice.id)}` });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 50300, msg: notConfigured, data: null });
    expect(product.readLogs()).not.toMatch(/"level":50/);
  });
});
