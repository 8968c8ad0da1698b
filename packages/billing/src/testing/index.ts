/**
 * Test support (`@talkreel/billing/testing`): a local fake of Stripe that the
 * real `stripe` client talks to, with hosted checkout and portal pages and
 * controls for renewals, failures, cancellations and refunds.
 */
export {
  startFakeStripeServer,
  type FakeStripeServer,
  type FakeStripeServerOptions,
  type SignedStripeEvent,
  type WebhookDelivery,
} from './fake-stripe-server.ts';
export { FakeStripeStore, FakeStripeMissingError, type FakePriceInput, type FakeStripeEvent } from './fake-stripe-store.ts';
export type { StripeJson } from './fake-stripe-objects.ts';
export { parseStripeParams, StripeParamError, type StripeParam, type StripeParams } from './stripe-form-body.ts';
