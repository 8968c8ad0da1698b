import type { AddressInfo } from 'node:net';
import { startCheckoutRoute, stripeWebhookRoute, type CheckoutKind } from '@talkreel/contract';
import { readBillingConfig } from '@talkreel/billing';
import { startFakeStripeServer, type FakeStripeServer, type SignedStripeEvent, type StripeJson } from '@talkreel/billing/testing';
import { resyncDueAccounts } from '../services/billing/resync-due-accounts.ts';
import { createAuthClient } from './auth-client.ts';
import { callRoute } from './call-route.ts';
import { startTestProduct, type TestProduct } from './start-test-product.ts';

/** The product listening on a port (so the fake can POST its events), on payments from a fake Stripe whose clock it shares. */
export interface BillingTestProduct {
  product: TestProduct;
  stripe: FakeStripeServer;
  /** `http://127.0.0.1:<port>/api/billing/stripe/webhook`. */
  webhookUrl: string;
  /** A new account; its id and token. */
  signUp(email: string): Promise<{ userId: string; token: string }>;
  /** Starts a checkout as the store does; the session id. */
  startCheckout(token: string, kind: CheckoutKind, itemId: string): Promise<string>;
  /** POSTs a signed event to the webhook as Stripe does; the HTTP status and the body. */
  deliver(signed: Pick<SignedStripeEvent, 'body' | 'header'>): Promise<{ status: number; body: { code: number; msg: string; data: unknown } }>;
  /** The same events signed again, as Stripe would send them (a new event id each). */
  sign(events: readonly StripeJson[]): SignedStripeEvent[];
  balanceOf(userId: string): Promise<number>;
  /** The account's ledger keys and amounts, oldest first (`checkout:cs_… 500`). */
  ledgerOf(userId: string): Promise<string[]>;
  planOf(userId: string): Promise<string>;
  /** One pass of the scheduled re-sync at the fake's time; the accounts synced. */
  resync(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The server with payments on, against `startFakeStripeServer` with the
 * default plans and packs seeded as Stripe prices, which then sends its
 * events here. No worker: the tests run the scheduled passes themselves, at
 * the fake's time. Given `stripe`, a second server on the same fake (and,
 * with the same DATABASE_URL, the same database): the fake's events keep
 * going to the first, and closing this one leaves the fake running.
 */
export async function startBillingTestProduct(env: Record<string, string> = {}, shared: { stripe?: FakeStripeServer } = {}): Promise<BillingTestProduct> {
  const stripe = shared.stripe ?? (await startFakeStripeServer());
  if (!shared.stripe) stripe.seedPrices(readBillingConfig({}));
  const product = await startTestProduct({ RUN_WORKER: 'false', ...stripe.env, ...env }, { billingClock: () => stripe.now() });
  await product.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = product.app.server.address() as AddressInfo;
  const webhookUrl = `http://127.0.0.1:${port}/api${stripeWebhookRoute.path}`;
  if (!shared.stripe) stripe.webhookUrl = webhookUrl;
  const { db } = product.runtime.database;
  const auth = createAuthClient(product.app);

  return {
    product,
    stripe,
    webhookUrl,
    signUp: async (email) => {
      const token = (await auth.register(email, 'right-password-1')).data.token;
      const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      return { userId: user.id, token };
    },
    startCheckout: async (token, kind, itemId) => (await callRoute(product, startCheckoutRoute, { body: { kind, item_id: itemId }, token })).data.session_id,
    deliver: async ({ body, header }) => {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
        body,
      });
      return { status: response.status, body: (await response.json()) as { code: number; msg: string; data: unknown } };
    },
    sign: (events) => events.map((event) => stripe.signedEvent(String(event.type), (event.data as { object: StripeJson }).object)),
    balanceOf: async (userId) => (await db.selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow()).credit,
    ledgerOf: async (userId) =>
      (
        await db.selectFrom('credit_ledger').select(['idempotency_key', 'amount']).where('user_id', '=', userId).orderBy('created_at').orderBy('id').execute()
      ).map((entry) => `${entry.idempotency_key} ${entry.amount}`),
    planOf: async (userId) => (await db.selectFrom('users').select('plan').where('id', '=', userId).executeTakeFirstOrThrow()).plan,
    resync: () => resyncDueAccounts(product.billing!, product.runtime.repositories, product.runtime.logger),
    close: async () => {
      await product.cleanup();
      if (!shared.stripe) await stripe.close();
    },
  };
}
