import type { Repositories } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import type { BillingContext } from './billing-context.ts';

/**
 * A link to Stripe's customer portal for the account's customer, returning
 * to the billing page: where a plan is changed or cancelled, the card
 * updated and invoices downloaded. The portal's changes come back as events.
 */
export async function openBillingPortal(billing: BillingContext, repositories: Repositories, userId: string, origin: string): Promise<string> {
  const stored = await repositories.billingCustomers.findByUser(userId);
  if (!stored) throw ApiError.notFound('There is no subscription or purchase to manage yet: buy a plan or credits first.');
  return billing.provider.createPortalSession(stored.stripe_customer_id, `${origin}/billing`);
}
