import { apiKeyPrefix, apiKeyScopes, type ApiKey, type ApiKeyScope } from '@talkreel/contract';
import type { ApiKeyRow } from '@talkreel/platform';

/** A key as the API shows it: its prefix, never the key or its hash. */
export function toApiKeyView(row: ApiKeyRow, now: Date): ApiKey {
  const isExpired = row.expires_at !== null && row.expires_at.getTime() <= now.getTime();
  return {
    id: row.id,
    name: row.name,
    prefix: `${apiKeyPrefix}${row.key_prefix}`,
    scopes: row.scopes.filter((scope): scope is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(scope)),
    status: row.revoked_at ? 'revoked' : isExpired ? 'expired' : 'active',
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
  };
}
