import { describe, expect, test } from 'vitest';
import { parseStripeParams } from './stripe-form-body.ts';

describe('parseStripeParams', () => {
  test('bracket notation as the stripe client writes it', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&line_items[1][price]=price_2&metadata[talkreel_account_id]=a%201&success_url=https%3A%2F%2Fx.test%2F%3Fs%3D%7BCHECKOUT_SESSION_ID%7D';
    expect(parseStripeParams(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }, { price: 'price_2' }],
      metadata: { talkreel_account_id: 'a 1' },
      success_url: 'https://x.test/?s={CHECKOUT_SESSION_ID}',
    });
  });

  test('lists with empty brackets and encoded brackets, nested hashes', () => {
    expect(parseStripeParams('expand[]=data.refunds&expand%5B%5D=data.customer&payment[type]=payment_intent&payment[payment_intent]=pi_1')).toEqual({
      expand: ['data.refunds', 'data.customer'],
      payment: { type: 'payment_intent', payment_intent: 'pi_1' },
    });
  });

  test('refuses names that would reach object prototypes, and a value that is also a hash', () => {
    expect(() => parseStripeParams('metadata[__proto__][x]=1')).toThrow('Invalid parameter name');
    expect(() => parseStripeParams('a=1&a[b]=2')).toThrow('both a value and a hash');
    expect(() => parseStripeParams('a]=1')).toThrow('Invalid parameter name');
  });
});
