import { describe, expect, it } from 'vitest';
import type { UserRow } from '@talkreel/platform';
import { SessionCache } from './session-cache.ts';

const user = (id: string, credit = 10) => ({ id, credit, status: 'user', nickname: id }) as unknown as UserRow;

describe('SessionCache', () => {
  it('keeps a session for the TTL, never past the session expiry', () => {
    let nowMs = 1_000_000;
    const cache = new SessionCache({ ttlMs: 5_000, now: () => nowMs });
    cache.set('a', user('u1'), nowMs + 60_000, cache.generation);
    cache.set('b', user('u2'), nowMs + 2_000, cache.generation);
    nowMs += 1_999;
    expect(cache.get('a')?.id).toBe('u1');
    expect(cache.get('b')?.id).toBe('u2');
    nowMs += 1;
    expect(cache.get('b')).toBeUndefined();
    nowMs += 2_999;
    expect(cache.get('a')?.id).toBe('u1');
    nowMs += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('gives each caller its own copy', () => {
    const cache = new SessionCache();
    cache.set('a', user('u1', 10), Date.now() + 60_000, cache.generation);
    cache.get('a')!.credit = 0;
    expect(cache.get('a')?.credit).toBe(10);
  });

  it('forgets every session of one user, and only theirs', () => {
    const cache = new SessionCache();
    const expiresAtMs = Date.now() + 60_000;
    cache.set('phone', user('u1'), expiresAtMs, cache.generation);
    cache.set('laptop', user('u1'), expiresAtMs, cache.generation);
    cache.set('other', user('u2'), expiresAtMs, cache.generation);
    cache.forgetUser('u1');
    expect(cache.get('phone')).toBeUndefined();
    expect(cache.get('laptop')).toBeUndefined();
    expect(cache.get('other')?.id).toBe('u2');
    cache.clear();
    expect(cache.get('other')).toBeUndefined();
  });

  it('does not keep a lookup that raced an invalidation', () => {
    const cache = new SessionCache();
    const generation = cache.generation;
    // ...the database read happens here, then a logout invalidates before it is stored...
    cache.forgetUser('u1');
    cache.set('a', user('u1'), Date.now() + 60_000, generation);
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', user('u1'), Date.now() + 60_000, cache.generation);
    expect(cache.get('a')?.id).toBe('u1');
  });
});
