import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthClient } from '../test-support/auth-client.ts';
import { sessionCacheTtlMs } from '../services/sessions/session-cache.ts';
import { hashSessionToken } from '../services/sessions/session-token.ts';
import { startTestProduct, type TestProduct } from '../test-support/start-test-product.ts';

describe('session lookups through the session cache', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(() => product.cleanup());

  const userInfo = async (token: string) =>
    (await product.app.inject({ method: 'GET', url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })).json();

  it('refuses a token right after its logout, although it was just cached', async () => {
    const token = await product.createGuestToken();
    expect(await userInfo(token)).toMatchObject({ code: 0, data: { status: 'guest' } });
    expect(await userInfo(token)).toMatchObject({ code: 0 });
    const logout = await product.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(logout.json()).toMatchObject({ code: 0 });
    expect(await userInfo(token)).toMatchObject({ code: 40100 });
  });

  it('refuses every cached session of an account right after its password reset', async () => {
    const client = createAuthClient(product.app);
    await client.register('rita@example.com', 'first-pass-1');
    const phone = (await client.login('rita@example.com', 'first-pass-1')).data.token;
    const laptop = (await client.login('rita@example.com', 'first-pass-1', {}, '10.0.0.9')).data.token;
    expect(await userInfo(phone)).toMatchObject({ code: 0, data: { username: 'rita@example.com' } });
    expect(await userInfo(laptop)).toMatchObject({ code: 0 });
    const reset = await client.resetPassword('rita@example.com', 'second-pass-2');
    expect(reset.code).toBe(0);
    expect(await userInfo(phone)).toMatchObject({ code: 40100 });
    expect(await userInfo(laptop)).toMatchObject({ code: 40100 });
    expect(await userInfo(reset.data.token)).toMatchObject({ code: 0 });
  });

  it('keeps other users cached when a guest session is created', async () => {
    const token = await product.createGuestToken();
    expect(await userInfo(token)).toMatchObject({ code: 0 });
    await product.runtime.database.db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
    await product.createGuestToken();
    // Still served from the cache: a new visitor does not flush everyone's sessions.
    expect(await userInfo(token)).toMatchObject({ code: 0 });
  });

  it(
    'sees a revocation made elsewhere (another server process) within the cache TTL',
    async () => {
      const token = await product.createGuestToken();
      expect(await userInfo(token)).toMatchObject({ code: 0 });
      await product.runtime.database.db
        .updateTable('sessions')
        .set({ revoked_at: sql`now()` })
        .where('token_hash', '=', hashSessionToken(token))
        .execute();
      await sleep(sessionCacheTtlMs + 50);
      expect(await userInfo(token)).toMatchObject({ code: 40100 });
    },
    sessionCacheTtlMs + 10_000,
  );

  it('answers repeated polls without asking the database each time', async () => {
    const token = await product.createGuestToken();
    expect(await userInfo(token)).toMatchObject({ code: 0 });
    // Deleting the row is invisible to the cached session for the TTL; a lookup per request would answer 40100.
    await product.runtime.database.db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
    expect(await userInfo(token)).toMatchObject({ code: 0, data: { status: 'guest' } });
  });
});
