import type { FastifyInstance } from 'fastify';
import { createWebhookRoute, deleteWebhookRoute, getCallbackSecretRoute, listWebhooksRoute, updateWebhookRoute } from '@talkreel/contract';
import { createWebhookSecret } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { requireSignedUpAccount } from '../../services/developer/require-signed-up-account.ts';
import { createWebhookEndpoint, updateWebhookEndpoint } from '../../services/developer/save-webhook-endpoint.ts';
import { toWebhookEndpointView } from '../../services/developer/webhook-endpoint-view.ts';
import { registerRoute } from '../register-route.ts';

/** The account's webhook endpoints (`/v1/webhooks`, `/v1/webhooks/:id`) and its callback secret. */
export function registerWebhookEndpointRoutes(app: FastifyInstance, context: AppContext): void {
  const { runtime } = context;
  const { repositories } = runtime;
  registerRoute(app, listWebhooksRoute, async (request) => {
    const user = requireSessionUser(request);
    return { list: (await repositories.webhookEndpoints.listByOwner(user.id)).map(toWebhookEndpointView) };
  });
  registerRoute(app, createWebhookRoute, async (request) => ({ webhook: await createWebhookEndpoint(runtime, requireSessionUser(request), request.body) }));
  registerRoute(app, updateWebhookRoute, async (request) => ({
    webhook: await updateWebhookEndpoint(runtime, requireSessionUser(request), request.params.id!, request.body, new Date()),
  }));
  registerRoute(app, deleteWebhookRoute, async (request) => {
    const user = requireSessionUser(request);
    if (!(await repositories.webhookEndpoints.deleteOwned(user.id, request.params.id!))) throw ApiError.notFound('No such webhook endpoint');
    return { id: request.params.id! };
  });
  registerRoute(app, getCallbackSecretRoute, async (request) => {
    const user = requireSignedUpAccount(requireSessionUser(request));
    return { secret: await repositories.webhookCallbacks.getOrCreateSecret(user.id, createWebhookSecret) };
  });
}
