import { BusinessCode, maxWebhookEndpoints, type CreateWebhookRequest, type UpdateWebhookRequest, type WebhookEndpoint } from '@talkreel/contract';
import { createWebhookSecret, type Runtime, type UserRow } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { checkWebhookUrl } from './check-webhook-url.ts';
import { requireSignedUpAccount } from './require-signed-up-account.ts';
import { toWebhookEndpointView } from './webhook-endpoint-view.ts';

/** A new endpoint with a fresh `whsec_` secret; at most `maxWebhookEndpoints` an account (counted under its row lock). */
export async function createWebhookEndpoint(runtime: Runtime, user: UserRow, request: CreateWebhookRequest): Promise<WebhookEndpoint> {
  requireSignedUpAccount(user);
  const url = checkWebhookUrl(request.url, runtime.config.WEBHOOKS_ALLOW_PRIVATE);
  return runtime.repositories.inTransaction(async (bound) => {
    if ((await bound.webhookEndpoints.lockOwnerAndCount(user.id)) >= maxWebhookEndpoints) {
      throw new ApiError(BusinessCode.conflict, `An account has at most ${maxWebhookEndpoints} webhook endpoints: remove one first.`);
    }
    const row = await bound.webhookEndpoints.create({
      ownerId: user.id,
      url,
      description: request.description,
      eventTypes: request.event_types,
      secret: createWebhookSecret(),
    });
    return toWebhookEndpointView(row);
  });
}

/** Changes the owner's endpoint; turning it on clears its failure history. */
export async function updateWebhookEndpoint(
  runtime: Runtime,
  user: UserRow,
  endpointId: string,
  request: UpdateWebhookRequest,
  now: Date,
): Promise<WebhookEndpoint> {
  requireSignedUpAccount(user);
  const url = checkWebhookUrl(request.url, runtime.config.WEBHOOKS_ALLOW_PRIVATE);
  const row = await runtime.repositories.webhookEndpoints.updateOwned(
    user.id,
    endpointId,
    { url, description: request.description, eventTypes: request.event_types, enabled: request.enabled },
    now,
  );
  if (!row) throw ApiError.notFound('No such webhook endpoint');
  return toWebhookEndpointView(row);
}
