import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { registerGetBilling } from './get-billing.ts';
import { registerOpenBillingPortal } from './open-billing-portal.ts';
import { registerStartCheckout } from './start-checkout.ts';
import { registerStripeWebhook } from './stripe-webhook.ts';
import { registerSyncCheckout } from './sync-checkout.ts';

/** The store, checkout, its success page, the customer portal and Stripe's webhook. */
export async function registerBillingRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  registerGetBilling(app, context);
  registerStartCheckout(app, context);
  registerSyncCheckout(app, context);
  registerOpenBillingPortal(app, context);
  await registerStripeWebhook(app, context);
}
