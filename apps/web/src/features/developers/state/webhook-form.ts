import { webhookEventTypes, type CreateWebhookRequest, type WebhookEventType } from '@talkreel/contract';

export interface WebhookFormValues {
  url: string;
  description: string;
  eventTypes: readonly WebhookEventType[];
}

/** What is wrong with the form, as keys of `developers.webhooks.form`. */
export interface WebhookFormProblems {
  url?: 'urlInvalid';
  eventTypes?: 'eventsRequired';
}

export type WebhookFormCheck = { request: CreateWebhookRequest; problems?: undefined } | { request?: undefined; problems: WebhookFormProblems };

/** An http(s) address, as the contract's `WebhookUrlSchema` takes it (whether it is public is the server's to say). */
function isWebAddress(value: string): boolean {
  return URL.canParse(value) && /^https?:$/u.test(new URL(value).protocol);
}

/** The add and edit dialog checked before sending: an http(s) URL and at least one event, in the contract's order. */
export function checkWebhookForm(values: WebhookFormValues): WebhookFormCheck {
  const url = values.url.trim();
  const eventTypes = webhookEventTypes.filter((type) => values.eventTypes.includes(type));
  const problems: WebhookFormProblems = {};
  if (!isWebAddress(url)) problems.url = 'urlInvalid';
  if (eventTypes.length === 0) problems.eventTypes = 'eventsRequired';
  if (problems.url || problems.eventTypes) return { problems };
  return { request: { url, description: values.description.trim(), event_types: eventTypes } };
}
