import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBillingRoute, openBillingPortalRoute, operatorGrantUsage, startCheckoutRoute, syncCheckoutRoute } from '@talkreel/contract';
import { createAuthClient } from '../../test-support/auth-client.ts';
import { callRoute } from '../../test-support/call-route.ts';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('billing without STRIPE_SECRET_KEY', () => {
  let product: TestProduct;
  let token: string;
  beforeAll(async () => {
    product = await startTestProduct({ RUN_WORKER: 'false' });
    token = (await createAuthClient(product.app).register('no-stripe@example.com', 'right-password-1')).data.token;
  });
  afterAll(() => product?.cleanup());

  it('says payments are not configured, sells nothing, and points to the operator’s grant command', async () => {
    const overview = (await callRoute(product, getBillingRoute, { token })).data;
    expect(overview).toEqual({
      is_configured: false,
      plans: [],
      packs: [],
      plan: 'Free',
      credit: overview.credit,
      subscription: null,
      has_customer: false,
      payments: [],
      are_payments_unavailable: false,
    });
    expect(overview.credit).toBeGreaterThan(0);
    const refusals = [
      await callRoute(product, startCheckoutRoute, { body: { kind: 'pack', item_id: 'credits-100' }, token }),
      await callRoute(product, syncCheckoutRoute, { body: { session_id: 'cs_test_1' }, token }),
      await callRoute(product, openBillingPortalRoute, { token }),
    ];
    for (const refusal of refusals) {
      expect([refusal.status, refusal.code]).toEqual([404, 40400]);
      expect(refusal.msg).toBe(`Payments are not configured on this server. The operator can give credits or a plan with \`${operatorGrantUsage}\`.`);
    }
    expect(operatorGrantUsage).toMatch(/^talkreel credits grant --email <email> \(--credits <n> \| --plan <Free\|Starter\|Pro\|Business>\)$/u);
  });

  it('answers the webhook with the envelope, whatever it is sent', async () => {
    for (const payload of ['{"id":"evt_1"}', 'not json', '']) {
      const response = await product.app.inject({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        headers: { 'content-type': payload.startsWith('{') ? 'application/json' : 'text/plain', 'stripe-signature': 't=1,v1=00' },
        payload,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 40400, data: null });
    }
  });
});
