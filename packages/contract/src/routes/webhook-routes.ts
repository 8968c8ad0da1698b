import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';

/**
 * Events an endpoint may subscribe to. `video.completed` / `video.failed`: a
 * render ended (every kind of video, podcasts included); `podcast.completed`:
 * a podcast's video is done (sent besides `video.completed`);
 * `batch.completed`: every row of a batch has finished, done or failed;
 * `credits.low`: a debit left the balance under `lowCreditsThreshold`.
 */
export const WebhookEventTypeSchema = z.enum(['video.completed', 'video.failed', 'podcast.completed', 'batch.completed', 'credits.low']);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

export const webhookEventTypes = WebhookEventTypeSchema.options;

/** The type of what `POST /v1/webhooks/:id/test` sends; no endpoint subscribes to it. */
export const webhookTestEventType = 'webhook.test';

/** `credits.low` is sent when a debit takes the balance from this or more to under it. */
export const lowCreditsThreshold = 5;

/** Endpoints one account may have. */
export const maxWebhookEndpoints = 10;

/** The longest URL an endpoint or a render's `callback_url` may have. */
export const maxWebhookUrlLength = 2000;

/** An http(s) address to POST events to; checked again (public addresses only) at every delivery. */
export const WebhookUrlSchema = z
  .string()
  .trim()
  .max(maxWebhookUrlLength, `A webhook URL has at most ${maxWebhookUrlLength} characters`)
  .refine((value) => URL.canParse(value) && /^https?:$/u.test(new URL(value).protocol), 'Give a web address that starts with https:// or http://');

export const WebhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  event_types: z.array(WebhookEventTypeSchema),
  /** `whsec_…`: the Standard Webhooks signing secret of this endpoint's deliveries. */
  secret: z.string(),
  enabled: z.boolean(),
  /** Why it was turned off ('' while enabled): by its owner, or after every retry of a delivery failed. */
  disabled_reason: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const listWebhooksRoute = defineRoute({
  method: 'GET',
  path: '/v1/webhooks',
  summary: "The account's webhook endpoints, with their signing secrets",
  tag: 'developer',
  auth: 'session',
  data: z.object({ list: z.array(WebhookEndpointSchema) }),
});

const EventTypesSchema = z
  .array(WebhookEventTypeSchema)
  .min(1, 'Choose at least one event')
  .max(WebhookEventTypeSchema.options.length)
  .refine((types) => new Set(types).size === types.length, 'Name each event once');

export const CreateWebhookRequestSchema = z.object({
  url: WebhookUrlSchema,
  description: z.string().trim().max(200, 'A description has at most 200 characters').default(''),
  event_types: EventTypesSchema,
});
export type CreateWebhookRequest = z.infer<typeof CreateWebhookRequestSchema>;

export const createWebhookRoute = defineRoute({
  method: 'POST',
  path: '/v1/webhooks',
  summary: 'Add a webhook endpoint (signed-up accounts only); its secret is made here',
  tag: 'developer',
  auth: 'session',
  body: CreateWebhookRequestSchema,
  data: z.object({ webhook: WebhookEndpointSchema }),
});

export const WebhookParamsSchema = z.object({ id: z.string().uuid('That is not a webhook id.') });

export const UpdateWebhookRequestSchema = CreateWebhookRequestSchema.extend({
  /** Turning a disabled endpoint on again clears its failure history. */
  enabled: z.boolean(),
});
export type UpdateWebhookRequest = z.infer<typeof UpdateWebhookRequestSchema>;

export const updateWebhookRoute = defineRoute({
  method: 'PUT',
  path: '/v1/webhooks/:id',
  summary: "Change an endpoint's URL, description and events, or turn it on or off",
  tag: 'developer',
  auth: 'session',
  params: WebhookParamsSchema,
  body: UpdateWebhookRequestSchema,
  data: z.object({ webhook: WebhookEndpointSchema }),
});

export const deleteWebhookRoute = defineRoute({
  method: 'DELETE',
  path: '/v1/webhooks/:id',
  summary: 'Remove an endpoint; deliveries still waiting for it are dropped',
  tag: 'developer',
  auth: 'session',
  params: WebhookParamsSchema,
  data: z.object({ id: z.string() }),
});

export const WebhookDeliveryStatusSchema = z.enum(['pending', 'delivered', 'failed']);

export const WebhookAttemptSchema = z.object({
  /** 1 for the first try of a delivery; numbering goes on after a resend. */
  attempt: z.number().int(),
  /** The endpoint's HTTP status; null when no answer came (timeout, refused address, connection error). */
  status_code: z.number().int().nullable(),
  response_time_ms: z.number().int(),
  /** What went wrong, '' after a 2xx. */
  error: z.string(),
  created_at: z.string(),
});

export const WebhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: WebhookDeliveryStatusSchema,
  created_at: z.string(),
  /** Newest first. */
  attempts: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

/** How many deliveries the log shows: the newest. */
export const webhookDeliveryLogSize = 50;

export const listWebhookDeliveriesRoute = defineRoute({
  method: 'GET',
  path: '/v1/webhooks/:id/deliveries',
  summary: "An endpoint's newest deliveries with every attempt's status code and response time",
  tag: 'developer',
  auth: 'session',
  params: WebhookParamsSchema,
  data: z.object({ list: z.array(WebhookDeliverySchema) }),
});

export const resendWebhookDeliveryRoute = defineRoute({
  method: 'POST',
  path: '/v1/webhooks/:id/deliveries/:deliveryId/resend',
  summary: 'Send a delivery again (a new series of retries, same webhook-id)',
  tag: 'developer',
  auth: 'session',
  params: WebhookParamsSchema.extend({ deliveryId: z.string().uuid('That is not a delivery id.') }),
  data: z.object({ delivery: WebhookDeliverySchema }),
});

export const sendTestWebhookRoute = defineRoute({
  method: 'POST',
  path: '/v1/webhooks/:id/test',
  summary: `Send the endpoint a signed ${webhookTestEventType} event now`,
  tag: 'developer',
  auth: 'session',
  params: WebhookParamsSchema,
  data: z.object({ delivery: WebhookDeliverySchema }),
});

/**
 * The secret that signs deliveries to a render's `callback_url` (one per
 * account, made on first ask or first callback), since those have no endpoint.
 */
export const getCallbackSecretRoute = defineRoute({
  method: 'GET',
  path: '/v1/webhooks/callback-secret',
  summary: "The secret that signs deliveries to renders' callback_url",
  tag: 'developer',
  auth: 'session',
  data: z.object({ secret: z.string() }),
});
