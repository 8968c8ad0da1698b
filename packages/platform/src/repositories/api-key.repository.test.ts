import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/open-database.ts';
import { ApiKeyRepository } from './api-key.repository.ts';

let database: Database;
let ownerId: string;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
  ownerId = (
    await database.db
      .insertInto('users')
      .values({ status: 'user', email: 'keys@example.com', nickname: 'keys', plan: 'Free', credit: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => database.close());

const newKey = (lookupPrefix: string, expiresAt: Date | null = null) => ({
  ownerId,
  name: lookupPrefix,
  lookupPrefix,
  keyHash: 'a'.repeat(64),
  scopes: ['read'],
  expiresAt,
});

describe('the API key repository', () => {
  it('counts requests in a fixed one-minute window that starts again after it, adds several at once, and notes the last use', async () => {
    const keys = new ApiKeyRepository(database.db);
    const key = await keys.create(newKey('window000001'));
    const start = new Date('2026-05-01T10:00:00.000Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    const counts = [];
    for (const ms of [0, 1000, 30_000, 59_999]) counts.push((await keys.recordUse(key.id, at(ms), 60_000))!.requestsInWindow);
    expect(counts).toEqual([1, 2, 3, 4]);
    const afterWindow = await keys.recordUse(key.id, at(60_000), 60_000);
    expect(afterWindow).toEqual({ requestsInWindow: 1, windowStartedAt: at(60_000) });
    // What a process counted in memory arrives as one addition; nothing added still notes the time of use.
    expect(await keys.recordUse(key.id, at(61_000), 60_000, 5)).toEqual({ requestsInWindow: 6, windowStartedAt: at(60_000) });
    expect(await keys.recordUse(key.id, at(62_000), 60_000, 0)).toEqual({ requestsInWindow: 6, windowStartedAt: at(60_000) });
    expect((await keys.findByLookupPrefix('window000001'))?.last_used_at).toEqual(at(62_000));
    expect(await keys.recordUse(crypto.randomUUID(), start, 60_000)).toBeUndefined();
  });

  it('revokes once (a second revoke keeps the first time), only the owner’s keys, and counts live keys only', async () => {
    const keys = new ApiKeyRepository(database.db);
    const now = new Date('2026-05-02T00:00:00Z');
    const before = await database.db.transaction().execute((trx) => new ApiKeyRepository(trx).lockOwnerAndCountActive(ownerId, now));
    const live = await keys.create(newKey('revoke000001'));
    await keys.create(newKey('expired00001', new Date('2026-05-01T00:00:00Z')));
    expect(await keys.revokeOwned(crypto.randomUUID(), live.id, now)).toBeUndefined();
    expect((await keys.revokeOwned(ownerId, live.id, now))?.revoked_at).toEqual(now);
    expect((await keys.revokeOwned(ownerId, live.id, new Date('2026-06-01T00:00:00Z')))?.revoked_at).toEqual(now);
    const after = await database.db.transaction().execute((trx) => new ApiKeyRepository(trx).lockOwnerAndCountActive(ownerId, now));
    expect(after).toBe(before);
    await expect(keys.create(newKey('revoke000001'))).rejects.toThrow(/unique|duplicate/iu);
  });
});
