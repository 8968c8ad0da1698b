import { BusinessCode, maxActiveApiKeys, type ApiKey, type CreateApiKeyRequest } from '@talkreel/contract';
import { apiKeyLookupPrefix, generateApiKey, hashApiKey, type Repositories, type UserRow } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { toApiKeyView } from './api-key-view.ts';
import { requireSignedUpAccount } from './require-signed-up-account.ts';

const dayMs = 24 * 3600 * 1000;

/**
 * A new key for a signed-up account, at most `maxActiveApiKeys` live at
 * once (counted under the account's row lock). Only the key's lookup prefix
 * and SHA-256 are stored; the key itself is answered this once.
 */
export async function createApiKey(
  repositories: Repositories,
  user: UserRow,
  request: CreateApiKeyRequest,
  now: Date,
): Promise<{ api_key: ApiKey; key: string }> {
  requireSignedUpAccount(user);
  return repositories.inTransaction(async (bound) => {
    if ((await bound.apiKeys.lockOwnerAndCountActive(user.id, now)) >= maxActiveApiKeys) {
      throw new ApiError(BusinessCode.conflict, `An account holds at most ${maxActiveApiKeys} active API keys: revoke one first.`);
    }
    const key = generateApiKey();
    const row = await bound.apiKeys.create({
      ownerId: user.id,
      name: request.name,
      lookupPrefix: apiKeyLookupPrefix(key),
      keyHash: hashApiKey(key),
      scopes: request.scopes,
      expiresAt: request.expires_in_days ? new Date(now.getTime() + request.expires_in_days * dayMs) : null,
    });
    return { api_key: toApiKeyView(row, now), key };
  });
}
