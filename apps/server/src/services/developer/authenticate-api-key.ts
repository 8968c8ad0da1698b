import { apiKeyScopes, type ApiKeyScope } from '@talkreel/contract';
import { apiKeyLookupPrefix, isWellFormedApiKey, matchesApiKeyHash, type ApiKeyRow, type Repositories, type UserRow } from '@talkreel/platform';
import type { SessionCache } from '../sessions/session-cache.ts';
import type { ApiKeyUsage } from './api-key-usage.ts';

/** The rate window of every key. */
export const apiKeyRateWindowMs = 60_000;

/** The key a request was authenticated with. */
export interface AuthenticatedApiKey {
  id: string;
  scopes: ApiKeyScope[];
}

export type ApiKeyAuthentication =
  | { kind: 'accepted'; user: UserRow; key: AuthenticatedApiKey; remaining: number }
  | { kind: 'refused'; message: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** The database channel a revoke is told on (its payload: the owner's id), so every server process drops that owner's cached keys. */
export const apiKeyRevokedChannel = 'talkreel_api_key_revoked';

/** Keys (with their owners) by lookup prefix, for a few seconds: see `SessionCache` for how writes drop them. */
export type ApiKeyCache = SessionCache<ApiKeyRow>;

/**
 * Checks a `tr_live_…` bearer token on every request: the checksum first (a
 * mistyped or invented key costs no database lookup), then the key by its
 * lookup prefix (from `cache`, or the database), the SHA-256 compared in
 * constant time, revocation, expiry and the owner's status, then the key's
 * rate window (`ApiKeyUsage`). Found keys are cached for a few seconds, like
 * sessions: a revoke made through this process is seen by the very next
 * request (the revoking write drops its owner's entries before its reply
 * leaves), and every other process drops them when the revoke's message
 * arrives on `apiKeyRevokedChannel` (a dropped listening connection drops
 * every cached key).
 */
export async function authenticateApiKey(
  lookup: { repositories: Pick<Repositories, 'apiKeys' | 'accounts'>; cache: ApiKeyCache; usage: ApiKeyUsage },
  token: string,
  options: { now: Date; requestsPerMinute: number },
): Promise<ApiKeyAuthentication> {
  if (!isWellFormedApiKey(token))
    return { kind: 'refused', message: 'This is not a valid Talkreel API key (its checksum does not match): copy the whole key.' };
  const found = await findApiKey(lookup, apiKeyLookupPrefix(token));
  if (!found || !matchesApiKeyHash(token, found.key.key_hash)) return { kind: 'refused', message: notKnown };
  const { key, user } = found;
  if (key.revoked_at) return { kind: 'refused', message: 'This API key was revoked: create a new one under Account → API keys.' };
  if (key.expires_at && key.expires_at.getTime() <= options.now.getTime()) {
    return { kind: 'refused', message: 'This API key has expired: create a new one under Account → API keys.' };
  }
  const verdict = await lookup.usage.count(key.id, options.requestsPerMinute, options.now);
  if (verdict.kind === 'gone') return { kind: 'refused', message: notKnown };
  if (verdict.kind === 'over') return { kind: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
  const scopes = key.scopes.filter((scope): scope is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(scope));
  return { kind: 'accepted', user, key: { id: key.id, scopes }, remaining: verdict.remaining };
}

const notKnown = 'This API key is not known: it was never issued here.';

/** The key and its signed-up owner, from the cache or the database (which fills the cache for usable keys only). */
async function findApiKey(
  lookup: { repositories: Pick<Repositories, 'apiKeys' | 'accounts'>; cache: ApiKeyCache },
  lookupPrefix: string,
): Promise<{ key: ApiKeyRow; user: UserRow } | undefined> {
  const cached = lookup.cache.getWith(lookupPrefix);
  if (cached) return { key: cached.extra, user: cached.user };
  const generation = lookup.cache.generation;
  const key = await lookup.repositories.apiKeys.findByLookupPrefix(lookupPrefix);
  if (!key) return undefined;
  const user = await lookup.repositories.accounts.findSignedUp(key.owner_id);
  if (!user) return undefined;
  if (!key.revoked_at) {
    const expiresAtMs = key.expires_at?.getTime() ?? Number.POSITIVE_INFINITY;
    lookup.cache.set(lookupPrefix, user, expiresAtMs, generation, key);
  }
  return { key, user };
}
