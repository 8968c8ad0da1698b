import { createSafeFetcher, type UrlFetcher } from '@talkreel/sources';

/** A delivery waits this long for the endpoint's answer. */
export const webhookTimeoutMs = 10_000;

/** The body of an endpoint's answer kept for nothing but reading its status: a little is read, the rest left. */
export const webhookAnswerMaxBytes = 4096;

/**
 * The SSRF-safe fetcher for deliveries: public addresses only unless the
 * operator allows private networks (`WEBHOOKS_ALLOW_PRIVATE`); 10 s; no
 * redirects (a 3xx is a failed attempt, as Standard Webhooks senders do).
 * `allowHosts` is the tests' door to one local receiver (FETCH_ALLOW_HOSTS).
 */
export function createWebhookFetcher(options: { allowPrivateNetworks: boolean; allowHosts?: readonly string[] }): UrlFetcher {
  return createSafeFetcher({
    timeoutMs: webhookTimeoutMs,
    maxRedirects: 0,
    maxBytes: webhookAnswerMaxBytes,
    userAgent: 'Talkreel-Webhooks/1.0',
    allowPrivateNetworks: options.allowPrivateNetworks,
    ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}),
  });
}
