import { createHmac, randomBytes } from 'node:crypto';

const secretPrefix = 'whsec_';

/** A new Standard Webhooks secret: `whsec_` and the base64 of 24 random bytes (192 bits). */
export function createWebhookSecret(): string {
  return `${secretPrefix}${randomBytes(24).toString('base64')}`;
}

/** The three headers of one delivery attempt, as the Standard Webhooks specification names them. */
export interface WebhookSignatureHeaders {
  'webhook-id': string;
  /** Unix seconds of this attempt: receivers refuse old ones (replays). */
  'webhook-timestamp': string;
  /** `v1,<base64 HMAC-SHA256>`; space-separated when several secrets sign (none here yet). */
  'webhook-signature': string;
}

/**
 * Signs one attempt per Standard Webhooks: HMAC-SHA256 of
 * `<id>.<timestamp>.<body>` keyed by the base64-decoded part of the secret
 * after `whsec_`, sent as `v1,<base64>`. The body must be sent byte for byte
 * as signed.
 */
export function signWebhook(message: { secret: string; id: string; timestampSeconds: number; body: string }): WebhookSignatureHeaders {
  if (!message.secret.startsWith(secretPrefix)) throw new Error('A webhook secret starts with whsec_');
  if (!Number.isInteger(message.timestampSeconds)) throw new RangeError('The timestamp is whole Unix seconds');
  const key = Buffer.from(message.secret.slice(secretPrefix.length), 'base64');
  const signature = createHmac('sha256', key).update(`${message.id}.${message.timestampSeconds}.${message.body}`).digest('base64');
  return { 'webhook-id': message.id, 'webhook-timestamp': String(message.timestampSeconds), 'webhook-signature': `v1,${signature}` };
}
