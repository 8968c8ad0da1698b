import type { FastifyInstance } from 'fastify';
import { listWebhookDeliveriesRoute, resendWebhookDeliveryRoute, sendTestWebhookRoute, webhookDeliveryLogSize } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { resendWebhookDelivery, sendTestWebhook } from '../../services/developer/send-webhook-delivery.ts';
import { toWebhookDeliveryView } from '../../services/developer/webhook-delivery-view.ts';
import { registerRoute } from '../register-route.ts';

/** An endpoint's delivery log, resending one delivery, and a test event. */
export function registerWebhookDeliveryRoutes(app: FastifyInstance, context: AppContext): void {
  const { runtime } = context;
  registerRoute(app, listWebhookDeliveriesRoute, async (request) => {
    const user = requireSessionUser(request);
    const endpointId = request.params.id!;
    if (!(await runtime.repositories.webhookEndpoints.findOwned(user.id, endpointId))) throw ApiError.notFound('No such webhook endpoint');
    const entries = await runtime.repositories.webhookDeliveries.listByEndpoint(user.id, endpointId, webhookDeliveryLogSize);
    return { list: entries.map(toWebhookDeliveryView) };
  });
  registerRoute(app, resendWebhookDeliveryRoute, async (request) => ({
    delivery: await resendWebhookDelivery(runtime, requireSessionUser(request), request.params.id!, request.params.deliveryId!, new Date()),
  }));
  registerRoute(app, sendTestWebhookRoute, async (request) => ({
    delivery: await sendTestWebhook(runtime, requireSessionUser(request), request.params.id!, new Date()),
  }));
}
