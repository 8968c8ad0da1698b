import { describe, expect, it } from 'vitest';
import { revokeApiKeyRoute, resendWebhookDeliveryRoute, listWebhooksRoute } from '@talkreel/contract';
import { fillPathParams } from './fill-path-params.ts';

describe('fillPathParams: the contract path with its :name segments filled', () => {
  it('fills one and several parameters, and leaves a path without any as it is', () => {
    expect(fillPathParams(revokeApiKeyRoute.path, { id: '6f1c0a8e-5b7e-4c1e-9a57-1d2f3b4c5d6e' })).toBe(
      '/v1/api-keys/6f1c0a8e-5b7e-4c1e-9a57-1d2f3b4c5d6e/revoke',
    );
    expect(fillPathParams(resendWebhookDeliveryRoute.path, { id: 'e1', deliveryId: 'd2' })).toBe('/v1/webhooks/e1/deliveries/d2/resend');
    expect(fillPathParams(listWebhooksRoute.path)).toBe('/v1/webhooks');
  });

  it('URL-encodes the values, so a value cannot reach another path', () => {
    expect(fillPathParams('/v1/webhooks/:id', { id: '../api-keys?x=1#y' })).toBe('/v1/webhooks/..%2Fapi-keys%3Fx%3D1%23y');
  });

  it('throws on a missing or empty parameter and on a name the path does not have', () => {
    expect(() => fillPathParams(resendWebhookDeliveryRoute.path, { id: 'e1' })).toThrow(
      "/v1/webhooks/:id/deliveries/:deliveryId/resend: no value for the path parameter 'deliveryId'",
    );
    expect(() => fillPathParams('/v1/webhooks/:id', { id: '' })).toThrow("no value for the path parameter 'id'");
    expect(() => fillPathParams('/v1/webhooks', { id: 'e1' })).toThrow("/v1/webhooks: no path parameter named 'id'");
  });
});
