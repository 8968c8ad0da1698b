import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiKeyRoute, listProjectsRoute, revokeApiKeyRoute } from '@talkreel/contract';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '@talkreel/platform/testing';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';
import { until } from '../../test-support/until.ts';

const reachable = await requirePostgresForTest('API key revocation across server processes');

describe.skipIf(!reachable)('an API key revoked through one server process, on PostgreSQL', () => {
  let database: ScratchDatabase;
  let first: TestProduct;
  let second: TestProduct;

  beforeAll(async () => {
    database = await createScratchDatabase('talkreel_api_key_revocation');
    first = await startTestProduct({ DATABASE_URL: database.url, RUN_WORKER: 'false' });
    second = await startTestProduct({ DATABASE_URL: database.url, RUN_WORKER: 'false' });
  }, 120_000);
  afterAll(async () => {
    vi.useRealTimers();
    await first?.cleanup();
    await second?.cleanup();
    await database?.drop();
  });

  it('is refused by the other process too, while its cached key would still be fresh', async () => {
    const session = (await createAuthClient(first.app).register('revoke-across@example.com', 'right-password-1')).data.token;
    const created = await callRoute(first, createApiKeyRoute, { token: session, body: { name: 'shared', scopes: ['read'] } });
    expect(created.code, created.msg).toBe(0);
    const { key, api_key: apiKey } = created.data;
    const lookups = vi.spyOn(second.runtime.repositories.apiKeys, 'findByLookupPrefix');
    // The clock stands still from here: no cached entry can expire, so only the revoke's message can drop it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect((await callRoute(second, listProjectsRoute, { token: key })).code).toBe(0);
    expect((await callRoute(second, listProjectsRoute, { token: key })).code).toBe(0);
    expect(lookups).toHaveBeenCalledTimes(1);

    const revoked = await callRoute(first, revokeApiKeyRoute, { token: session, params: { id: apiKey.id } });
    expect(revoked.code, revoked.msg).toBe(0);
    const refused = await until(
      () => callRoute(second, listProjectsRoute, { token: key }),
      (answer) => answer.code !== 0,
      { timeoutMs: 30_000, intervalMs: 100 },
    );
    expect([refused.status, refused.code, refused.msg]).toEqual([401, 40100, 'This API key was revoked: create a new one under Account → API keys.']);
    expect(lookups).toHaveBeenCalledTimes(2);
  });
});
