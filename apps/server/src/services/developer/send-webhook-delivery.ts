import { randomUUID } from 'node:crypto';
import { BusinessCode, webhookTestEventType, type WebhookDelivery } from '@talkreel/contract';
import { webhookDeliveryJob } from '@talkreel/jobs';
import type { Runtime, UserRow } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSignedUpAccount } from './require-signed-up-account.ts';
import { toWebhookDeliveryView } from './webhook-delivery-view.ts';

async function requireEnabledEndpoint(runtime: Runtime, user: UserRow, endpointId: string): Promise<void> {
  const endpoint = await runtime.repositories.webhookEndpoints.findOwned(user.id, endpointId);
  if (!endpoint) throw ApiError.notFound('No such webhook endpoint');
  if (endpoint.disabled_at) throw new ApiError(BusinessCode.conflict, 'This endpoint is turned off: turn it on first.');
}

/**
 * A signed `webhook.test` event for this endpoint alone, queued now: the
 * event is written already dispatched, with its one delivery and task, in
 * one transaction.
 */
export async function sendTestWebhook(runtime: Runtime, user: UserRow, endpointId: string, now: Date): Promise<WebhookDelivery> {
  requireSignedUpAccount(user);
  await requireEnabledEndpoint(runtime, user, endpointId);
  const deliveryId = await runtime.repositories.inTransaction(async (bound, trx) => {
    const event = await bound.webhookEvents.create({
      ownerId: user.id,
      type: webhookTestEventType,
      data: { message: 'A test event from Talkreel: this endpoint receives and verifies webhooks.', endpoint_id: endpointId },
      dispatchedAt: now,
    });
    const id = randomUUID();
    const taskId = await runtime.queue.enqueue(webhookDeliveryJob, { deliveryId: id }, { ownerId: user.id, transaction: trx });
    await bound.webhookDeliveries.create({ id, eventId: event.id, ownerId: user.id, endpointId, callbackUrl: null, taskId });
    return id;
  });
  return toWebhookDeliveryView((await runtime.repositories.webhookDeliveries.findLogEntry(deliveryId))!);
}

/** A new series of attempts for a delivery that was delivered or failed: same event, same `webhook-id`. */
export async function resendWebhookDelivery(runtime: Runtime, user: UserRow, endpointId: string, deliveryId: string, now: Date): Promise<WebhookDelivery> {
  requireSignedUpAccount(user);
  await requireEnabledEndpoint(runtime, user, endpointId);
  if (!(await runtime.repositories.webhookDeliveries.findOwned(user.id, endpointId, deliveryId))) throw ApiError.notFound('No such delivery');
  await runtime.repositories.inTransaction(async (bound, trx) => {
    const taskId = await runtime.queue.enqueue(webhookDeliveryJob, { deliveryId }, { ownerId: user.id, transaction: trx });
    // Still pending: its series is running; the rollback takes the new task back.
    if (!(await bound.webhookDeliveries.restartSeries(deliveryId, taskId, now))) {
      throw new ApiError(BusinessCode.conflict, 'This delivery is still being tried: wait until it is delivered or has failed.');
    }
  });
  return toWebhookDeliveryView((await runtime.repositories.webhookDeliveries.findLogEntry(deliveryId))!);
}
