import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiKeyRepository, openDatabase, type Database } from '@talkreel/platform';
import { ApiKeyUsage, type RecordApiKeyUse } from './api-key-usage.ts';

const windowMs = 60_000;
let database: Database;
let keys: ApiKeyRepository;
let ownerId: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  keys = new ApiKeyRepository(database.db);
  ownerId = (
    await database.db
      .insertInto('users')
      .values({ status: 'user', email: 'usage@example.com', nickname: 'usage', plan: 'Free', credit: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => database.close());

const newKeyId = async (lookupPrefix: string) =>
  (await keys.create({ ownerId, name: lookupPrefix, lookupPrefix, keyHash: 'b'.repeat(64), scopes: ['read'], expiresAt: null })).id;

/** One server process's ledger over the shared database (the test syncs by hand, with its own times), counting its database calls. */
function processLedger() {
  const calls: number[] = [];
  const record: RecordApiKeyUse = (keyId, now, requests) => {
    calls.push(requests);
    return keys.recordUse(keyId, now, windowMs, requests);
  };
  const usage = new ApiKeyUsage(record, { windowMs, syncMs: 1_000, onSyncError: (error) => expect.fail(String(error)) });
  return { usage, calls };
}

const stored = async (keyId: string) =>
  database.db.selectFrom('api_keys').select(['rate_window_requests', 'last_used_at']).where('id', '=', keyId).executeTakeFirstOrThrow();

describe('ApiKeyUsage', () => {
  it('asks the database once per window, counts the rest in memory exactly, and adds them in one statement at the sync', async () => {
    const keyId = await newKeyId('usage0000001');
    const { usage, calls } = processLedger();
    const start = Date.parse('2026-11-28T09:00:00Z');
    const verdicts = [];
    for (let index = 0; index < 6; index += 1) verdicts.push(await usage.count(keyId, 5, new Date(start + index * 100)));
    expect(verdicts).toEqual([
      { kind: 'counted', remaining: 4 },
      { kind: 'counted', remaining: 3 },
      { kind: 'counted', remaining: 2 },
      { kind: 'counted', remaining: 1 },
      { kind: 'counted', remaining: 0 },
      { kind: 'over', retryAfterSeconds: 60 },
    ]);
    expect(calls).toEqual([1]);
    expect((await stored(keyId)).rate_window_requests).toBe(1);
    await usage.sync(new Date(start + 600));
    expect(calls).toEqual([1, 4]);
    expect(await stored(keyId)).toEqual({ rate_window_requests: 5, last_used_at: new Date(start + 600) });
    // A new window: the database is asked again, and it starts the count over.
    expect(await usage.count(keyId, 5, new Date(start + windowMs))).toEqual({ kind: 'counted', remaining: 4 });
    expect(calls).toEqual([1, 4, 1]);
    await usage.close();
  });

  it('shares one window between processes through the database: each sees the others after a sync', async () => {
    const keyId = await newKeyId('usage0000002');
    const first = processLedger();
    const second = processLedger();
    const now = new Date();
    for (let index = 0; index < 4; index += 1) expect((await first.usage.count(keyId, 10, now)).kind).toBe('counted');
    await first.usage.sync(now);
    // The second process starts from the 4 the first counted.
    expect(await second.usage.count(keyId, 10, now)).toEqual({ kind: 'counted', remaining: 5 });
    for (let index = 0; index < 5; index += 1) expect((await second.usage.count(keyId, 10, now)).kind).toBe('counted');
    expect((await second.usage.count(keyId, 10, now)).kind).toBe('over');
    await second.usage.sync(now);
    // The first process counted nothing since its sync a second ago: it asks the database, which counts this one too (11 > 10).
    const later = new Date(now.getTime() + 1000);
    expect((await first.usage.count(keyId, 10, later)).kind).toBe('over');
    expect(first.calls).toEqual([1, 3, 1]);
    expect((await stored(keyId)).rate_window_requests).toBe(11);
    await Promise.all([first.usage.close(), second.usage.close()]);
  });

  it('says a deleted key is gone, and keeps counts whose sync failed for the next one', async () => {
    const keyId = await newKeyId('usage0000003');
    let failing = true;
    const usage = new ApiKeyUsage(
      async (id, now, requests) => {
        if (failing && requests > 1) throw new Error('database away');
        return keys.recordUse(id, now, windowMs, requests);
      },
      { windowMs, syncMs: 3_600_000, onSyncError: () => {} },
    );
    const now = new Date();
    for (let index = 0; index < 3; index += 1) await usage.count(keyId, 100, now);
    await usage.sync(now);
    expect((await stored(keyId)).rate_window_requests).toBe(1);
    failing = false;
    await usage.close();
    expect((await stored(keyId)).rate_window_requests).toBe(3);

    await database.db.deleteFrom('api_keys').where('id', '=', keyId).execute();
    const fresh = new ApiKeyUsage((id, at, requests) => keys.recordUse(id, at, windowMs, requests), { windowMs, onSyncError: () => {} });
    expect(await fresh.count(keyId, 100, now)).toEqual({ kind: 'gone' });
    await fresh.close();
  });
});
