import { apiKeyScopes, type ApiKeyScope } from '@talkreel/contract';
import { apiKeyLookupPrefix, isWellFormedApiKey, matchesApiKeyHash, type Repositories, type UserRow } from '@talkreel/platform';

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

/**
 * Checks a `tr_live_…` bearer token on every request, with no cache: the
 * checksum first (a mistyped or invented key costs no database lookup), then
 * the row found by the key's lookup prefix, the SHA-256 compared in constant
 * time, revocation and expiry as they are now, and the key's rate window,
 * counted in the database so every server process shares it.
 */
export async function authenticateApiKey(
  repositories: Pick<Repositories, 'apiKeys'>,
  token: string,
  options: { now: Date; requestsPerMinute: number },
): Promise<ApiKeyAuthentication> {
  if (!isWellFormedApiKey(token))
    return { kind: 'refused', message: 'This is not a valid Talkreel API key (its checksum does not match): copy the whole key.' };
  const key = await repositories.apiKeys.findByLookupPrefix(apiKeyLookupPrefix(token));
  if (!key || !matchesApiKeyHash(token, key.key_hash)) return { kind: 'refused', message: 'This API key is not known: it was never issued here.' };
  if (key.revoked_at) return { kind: 'refused', message: 'This API key was revoked: create a new one under Account → API keys.' };
  if (key.expires_at && key.expires_at.getTime() <= options.now.getTime()) {
    return { kind: 'refused', message: 'This API key has expired: create a new one under Account → API keys.' };
  }
  const used = await repositories.apiKeys.recordUse(key.id, options.now, apiKeyRateWindowMs);
  if (!used || used.user.status !== 'user') return { kind: 'refused', message: 'This API key is not known: it was never issued here.' };
  if (used.requestsInWindow > options.requestsPerMinute) {
    const windowEndsAtMs = used.windowStartedAt.getTime() + apiKeyRateWindowMs;
    return { kind: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAtMs - options.now.getTime()) / 1000)) };
  }
  const scopes = key.scopes.filter((scope): scope is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(scope));
  return { kind: 'accepted', user: used.user, key: { id: key.id, scopes }, remaining: options.requestsPerMinute - used.requestsInWindow };
}
