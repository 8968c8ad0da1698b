import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { createWebhookSecret, signWebhook } from './sign-webhook.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

describe('Standard Webhooks signatures', () => {
  it('makes whsec_ secrets of 24 random bytes', () => {
    const secrets = Array.from({ length: 50 }, createWebhookSecret);
    for (const secret of secrets) {
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/u);
      expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(24);
    }
    expect(new Set(secrets).size).toBe(secrets.length);
  });

  it('signs so that the standardwebhooks library (an independent implementation) verifies it', () => {
    const secret = createWebhookSecret();
    const body = JSON.stringify({ type: 'video.completed', timestamp: '2026-01-02T03:04:05.000Z', data: { project_id: 'p', text: 'naïve 视频' } });
    const headers = signWebhook({ secret, id: 'evt-1', timestampSeconds: nowSeconds(), body });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/u);
    expect(new Webhook(secret).verify(body, { ...headers })).toEqual(JSON.parse(body));
  });

  it('fails verification for another body, id, timestamp or secret', () => {
    const secret = createWebhookSecret();
    const body = '{"type":"credits.low","data":{"balance":3}}';
    const timestampSeconds = nowSeconds();
    const headers = signWebhook({ secret, id: 'evt-2', timestampSeconds, body });
    const verifier = new Webhook(secret);
    expect(() => verifier.verify(body.replace('3', '4'), { ...headers })).toThrow(WebhookVerificationError);
    expect(() => verifier.verify(body, { ...headers, 'webhook-id': 'evt-3' })).toThrow(WebhookVerificationError);
    expect(() => verifier.verify(body, { ...headers, 'webhook-timestamp': String(timestampSeconds - 1) })).toThrow(WebhookVerificationError);
    expect(() => new Webhook(createWebhookSecret()).verify(body, { ...headers })).toThrow(WebhookVerificationError);
  });

  it('refuses a secret without whsec_ and a timestamp that is not whole seconds', () => {
    expect(() => signWebhook({ secret: 'c2VjcmV0', id: 'a', timestampSeconds: 1, body: '' })).toThrow(/whsec_/u);
    expect(() => signWebhook({ secret: createWebhookSecret(), id: 'a', timestampSeconds: 1.5, body: '' })).toThrow(RangeError);
  });
});
