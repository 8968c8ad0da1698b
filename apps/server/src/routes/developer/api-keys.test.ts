import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiKeyRoute, getUserInfoRoute, listApiKeysRoute, listProjectsRoute, revokeApiKeyRoute, submitRenderTasksRoute } from '@talkreel/contract';
import { generateApiKey } from '@talkreel/platform';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('API keys: created, shown once, used, revoked', () => {
  let product: TestProduct;
  let session: string;
  beforeAll(async () => {
    product = await startTestProduct({ RUN_WORKER: 'false' });
    session = (await createAuthClient(product.app).register('keys@example.com', 'right-password-1')).data.token;
  });
  afterAll(() => product.cleanup());
  afterEach(() => vi.restoreAllMocks());

  const createKey = (scopes: ('read' | 'videos' | 'voices' | 'admin')[], extra: { expires_in_days?: number } = {}) =>
    callRoute(product, createApiKeyRoute, { token: session, body: { name: `key ${scopes.join('+')}`, scopes, ...extra } });

  it('answers the key once; the list and the database hold only its prefix and SHA-256', async () => {
    const created = await createKey(['read', 'videos']);
    const { key, api_key: apiKey } = created.data;
    expect(key).toMatch(/^tr_live_[0-9A-Za-z]{49}$/u);
    expect(apiKey).toMatchObject({
      name: 'key read+videos',
      scopes: ['read', 'videos'],
      status: 'active',
      last_used_at: null,
      expires_at: null,
      prefix: key.slice(0, 20),
    });
    const listed = await callRoute(product, listApiKeysRoute, { token: session });
    expect(listed.data.list).toContainEqual(apiKey);
    expect(JSON.stringify(listed.data)).not.toContain(key.slice(20));

    const { db } = product.runtime.database;
    const row = await db.selectFrom('api_keys').selectAll().where('id', '=', apiKey.id).executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(createHash('sha256').update(key).digest('hex'));
    // No table of the database holds the key's secret part, in any column.
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public'`.execute(db);
    for (const { table_name: table } of tables.rows) {
      const found = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)} t where t::text like ${`%${key.slice(20, 40)}%`}`.execute(
        db,
      );
      expect(Number(found.rows[0]!.count), table).toBe(0);
    }
  });

  it('authenticates Authorization: Bearer tr_live_… as its owner and notes its last use', async () => {
    const { key, api_key: apiKey } = (await createKey(['read'])).data;
    const info = await callRoute(product, getUserInfoRoute, { token: key });
    expect(info.data.username).toBe('keys@example.com');
    expect(info.headers['x-ratelimit-limit']).toBe('120');
    expect(info.headers['x-ratelimit-remaining']).toBe('119');
    const listed = await callRoute(product, listApiKeysRoute, { token: session });
    expect(listed.data.list.find((entry) => entry.id === apiKey.id)?.last_used_at).toEqual(expect.any(String));
  });

  it('refuses a revoked key from the very next request (the revoke drops the cached key)', async () => {
    const { key, api_key: apiKey } = (await createKey(['read'])).data;
    expect((await callRoute(product, listProjectsRoute, { token: key })).code).toBe(0);
    const revoked = await callRoute(product, revokeApiKeyRoute, { token: session, params: { id: apiKey.id } });
    expect(revoked.data.api_key).toMatchObject({ status: 'revoked', revoked_at: expect.any(String) });
    const refused = await callRoute(product, listProjectsRoute, { token: key });
    expect([refused.status, refused.code, refused.msg]).toEqual([401, 40100, 'This API key was revoked: create a new one under Account → API keys.']);
    // Refused on a public route too: a bad key is never taken for no key.
    const onPublic = await product.app.inject({ method: 'GET', url: '/api/health', headers: { authorization: `Bearer ${key}` } });
    expect(onPublic.json()).toEqual({ code: 40100, msg: expect.stringContaining('revoked'), data: null });
  });

  it('refuses an expired key', async () => {
    const { key, api_key: apiKey } = (await createKey(['read'], { expires_in_days: 1 })).data;
    expect((await callRoute(product, listProjectsRoute, { token: key })).code).toBe(0);
    // A day and a second later, with the key still in this process's cache.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(apiKey.expires_at!) + 1000 });
    try {
      const refused = await callRoute(product, listProjectsRoute, { token: key });
      expect([refused.code, refused.msg]).toEqual([40100, 'This API key has expired: create a new one under Account → API keys.']);
    } finally {
      vi.useRealTimers();
    }
    expect((await callRoute(product, listApiKeysRoute, { token: session })).data.list.find((entry) => entry.id === apiKey.id)?.status).toBe('active');
    await product.runtime.database.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', apiKey.id)
      .execute();
    expect((await callRoute(product, listApiKeysRoute, { token: session })).data.list.find((entry) => entry.id === apiKey.id)?.status).toBe('expired');
  });

  it('refuses a key with a wrong checksum without any database lookup, and an unknown well-formed one after one', async () => {
    const { key } = (await createKey(['read'])).data;
    const lookups = vi.spyOn(product.runtime.repositories.apiKeys, 'findByLookupPrefix');
    const sessionLookups = vi.spyOn(product.runtime.repositories.sessions, 'findUser');
    const mistyped = `${key.slice(0, 30)}${key[30] === 'x' ? 'y' : 'x'}${key.slice(31)}`;
    const refused = await callRoute(product, listProjectsRoute, { token: mistyped });
    expect([refused.status, refused.code, refused.msg]).toEqual([
      401,
      40100,
      'This is not a valid Talkreel API key (its checksum does not match): copy the whole key.',
    ]);
    expect(lookups).not.toHaveBeenCalled();
    expect(sessionLookups).not.toHaveBeenCalled();

    const unknown = await callRoute(product, listProjectsRoute, { token: generateApiKey() });
    expect([unknown.code, unknown.msg]).toEqual([40100, 'This API key is not known: it was never issued here.']);
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(sessionLookups).not.toHaveBeenCalled();
  });

  it('gives keys to signed-up accounts only, at most 20 live at once, and only the owner revokes', async () => {
    const guest = await product.createGuestToken();
    const refused = await callRoute(product, createApiKeyRoute, { token: guest, body: { name: 'mine', scopes: ['read'] } });
    expect([refused.status, refused.code]).toEqual([403, 40300]);
    const invalid = await callRoute(product, createApiKeyRoute, { token: session, body: { name: ' ', scopes: [] } });
    expect(invalid.code).toBe(40000);

    const other = (await createAuthClient(product.app).register('other-keys@example.com', 'right-password-1')).data.token;
    const mine = (await createKey(['read'])).data.api_key;
    expect((await callRoute(product, revokeApiKeyRoute, { token: other, params: { id: mine.id } })).code).toBe(40400);
    expect((await callRoute(product, listApiKeysRoute, { token: other })).data.list).toEqual([]);

    const live = (await callRoute(product, listApiKeysRoute, { token: session })).data.list.filter((entry) => entry.status === 'active').length;
    for (let count = live; count < 20; count += 1) expect((await createKey(['read'])).code).toBe(0);
    const tooMany = await createKey(['read']);
    expect([tooMany.code, tooMany.msg]).toEqual([40900, 'An account holds at most 20 active API keys: revoke one first.']);
  });

  it("refuses a render's callback_url on a private address", async () => {
    const refused = await callRoute(product, submitRenderTasksRoute, {
      token: session,
      body: { tasks: [{ project_id: crypto.randomUUID(), index: 0 }], callback_url: 'http://127.0.0.1:9/hook' },
    });
    expect([refused.code, refused.msg]).toEqual([40000, expect.stringContaining('private network')]);
  });
});

describe('API key rate limit', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct({ RUN_WORKER: 'false', API_KEY_REQUESTS_PER_MINUTE: '3' });
  });
  afterAll(() => product.cleanup());

  it('answers 429 with the envelope and Retry-After past the key’s requests per minute; another key is not affected', async () => {
    const session = (await createAuthClient(product.app).register('rate@example.com', 'right-password-1')).data.token;
    const [first, second] = await Promise.all(
      ['one', 'two'].map(async (name) => (await callRoute(product, createApiKeyRoute, { token: session, body: { name, scopes: ['read'] } })).data.key),
    );
    const codes = [];
    for (let request = 0; request < 3; request += 1) codes.push((await callRoute(product, listProjectsRoute, { token: first! })).code);
    expect(codes).toEqual([0, 0, 0]);
    const limited = await product.app.inject({ method: 'GET', url: '/api/project/list', headers: { authorization: `Bearer ${first}` } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      code: 42900,
      msg: expect.stringMatching(/^This API key made more than 3 requests in a minute: try again in \d+ s\.$/u),
      data: null,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect((await callRoute(product, listProjectsRoute, { token: second! })).code).toBe(0);
    // Sessions have no such limit.
    expect((await callRoute(product, listProjectsRoute, { token: session })).code).toBe(0);
  });
});
