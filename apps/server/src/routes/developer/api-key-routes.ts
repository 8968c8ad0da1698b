import type { FastifyInstance } from 'fastify';
import { createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { apiKeyRevokedChannel } from '../../services/developer/authenticate-api-key.ts';
import { toApiKeyView } from '../../services/developer/api-key-view.ts';
import { createApiKey } from '../../services/developer/create-api-key.ts';
import { registerRoute } from '../register-route.ts';

/** `GET /v1/api-keys`, `POST /v1/api-keys` (the key answered once) and `POST /v1/api-keys/:id/revoke`. */
export function registerApiKeyRoutes(app: FastifyInstance, context: AppContext): void {
  const { repositories } = context.runtime;
  registerRoute(app, listApiKeysRoute, async (request) => {
    const user = requireSessionUser(request);
    const now = new Date();
    return { list: (await repositories.apiKeys.listByOwner(user.id)).map((row) => toApiKeyView(row, now)) };
  });
  registerRoute(app, createApiKeyRoute, async (request) => createApiKey(repositories, requireSessionUser(request), request.body, new Date()));
  registerRoute(app, revokeApiKeyRoute, async (request) => {
    const user = requireSessionUser(request);
    const now = new Date();
    const row = await repositories.apiKeys.revokeOwned(user.id, request.params.id!, now);
    if (!row) throw ApiError.notFound('No such API key');
    // Every other server process drops the owner's cached keys now (this one does before the reply leaves).
    await context.runtime.database.notifications.notify(apiKeyRevokedChannel, user.id);
    return { api_key: toApiKeyView(row, now) };
  });
}
