import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiKeyScopesAllow, BusinessCode, type ApiKeyScope } from '@talkreel/contract';
import { looksLikeApiKey } from '@talkreel/platform';
import type { AppContext } from '../app-context.ts';
import { ApiKeyUsage } from '../services/developer/api-key-usage.ts';
import {
  apiKeyRateWindowMs,
  apiKeyRevokedChannel,
  authenticateApiKey,
  type ApiKeyCache,
  type AuthenticatedApiKey,
} from '../services/developer/authenticate-api-key.ts';
import { SessionCache } from '../services/sessions/session-cache.ts';
import { ApiError } from './api-error.ts';
import { forgetChangedAccounts } from './session.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key the request came with (its owner is `sessionUser`); undefined for sessions and anonymous calls. */
    apiKey: AuthenticatedApiKey | undefined;
  }
}

/**
 * `Authorization: Bearer tr_live_…` on any request: the key is checked
 * (`authenticateApiKey`) before routing goes on, and a key that is malformed,
 * unknown, revoked or expired is refused with 40100 whatever the route, never
 * treated as no key at all. Past its rate the answer is 42900 with
 * `Retry-After`. Each route then checks the key's scope (`requireApiKeyScope`,
 * run by `registerRoute`). Keys are cached and counted in memory, as
 * `authenticateApiKey` and `ApiKeyUsage` tell; the counts reach the database
 * every second and when the server closes.
 */
export const apiKeyPlugin = fp(async (app: FastifyInstance, context: AppContext) => {
  const { config, repositories } = context.runtime;
  const cache: ApiKeyCache = new SessionCache();
  const usage = new ApiKeyUsage((keyId, now, requests) => repositories.apiKeys.recordUse(keyId, now, apiKeyRateWindowMs, requests), {
    windowMs: apiKeyRateWindowMs,
    onSyncError: (error) => app.log.error({ err: error }, 'API key use could not be saved; kept for the next sync'),
  });
  app.decorateRequest('apiKey', undefined);
  app.addHook('onRequest', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token || !looksLikeApiKey(token)) return;
    const requestsPerMinute = config.API_KEY_REQUESTS_PER_MINUTE;
    const outcome = await authenticateApiKey({ repositories, cache, usage }, token, { now: new Date(), requestsPerMinute });
    if (outcome.kind === 'refused') throw ApiError.unauthorized(outcome.message);
    void reply.header('x-ratelimit-limit', String(requestsPerMinute));
    if (outcome.kind === 'rate-limited') {
      void reply.header('x-ratelimit-remaining', '0').header('retry-after', String(outcome.retryAfterSeconds));
      throw new ApiError(
        BusinessCode.tooManyRequests,
        `This API key made more than ${requestsPerMinute} requests in a minute: try again in ${outcome.retryAfterSeconds} s.`,
      );
    }
    void reply.header('x-ratelimit-remaining', String(outcome.remaining));
    request.sessionUser = outcome.user;
    request.apiKey = outcome.key;
  });
  // A revoke drops its owner's keys before the reply leaves, so the next request with the key is refused.
  app.addHook('onSend', async (request) => forgetChangedAccounts(request, cache));
  // A revoke made through another server process reaches this one's cache at once (LISTEN/NOTIFY on PostgreSQL).
  const stopListening = await context.runtime.database.notifications.listen(apiKeyRevokedChannel, {
    onMessage: (ownerId) => cache.forgetUser(ownerId),
    onGap: () => cache.clear(),
  });
  app.addHook('onClose', async () => {
    await stopListening();
    await usage.close();
  });
});

/** Refuses (40300) a request made with an API key that lacks the route's scope; `null`: a route API keys may not call. */
export function requireApiKeyScope(request: FastifyRequest, scope: ApiKeyScope | null): void {
  const key = request.apiKey;
  if (!key) return;
  if (scope === null) throw ApiError.forbidden('API keys cannot make this call: it belongs to a signed-in session.');
  if (!apiKeyScopesAllow(key.scopes, scope)) throw ApiError.forbidden(`This API key lacks the '${scope}' scope that this call needs.`);
}
