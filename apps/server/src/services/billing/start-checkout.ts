import { BusinessCode, type StartCheckoutRequest } from '@talkreel/contract';
import type { Repositories } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { isSubscriptionPlanStatus } from './apply-billing-state.ts';
import type { BillingContext } from './billing-context.ts';

/** Who buys: a signed-up account. */
export interface CheckoutBuyer {
  id: string;
  status: string;
  email: string | null;
}

/** Where Stripe sends the buyer back: the billing page syncs the checkout (`{CHECKOUT_SESSION_ID}` is Stripe's placeholder). */
function checkoutReturnUrls(origin: string, itemId: string): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${origin}/billing?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/?action=buy&item_id=${encodeURIComponent(itemId)}&checkout=cancelled`,
  };
}

/**
 * Starts Stripe Checkout for a plan or a pack. A subscriber is sent to the
 * portal to change plans instead of paying for a second subscription. The
 * account's Stripe customer is created by the first checkout and stored
 * before the buyer leaves, so every later event names a known customer.
 */
export async function startCheckout(
  billing: BillingContext,
  repositories: Repositories,
  buyer: CheckoutBuyer,
  request: StartCheckoutRequest,
  origin: string,
): Promise<{ url: string; session_id: string }> {
  if (buyer.status !== 'user') throw ApiError.forbidden('Sign up or sign in to buy a plan or credits: a guest cannot pay.');
  const { plans, packs } = billing.provider.config;
  const items: readonly { id: string }[] = request.kind === 'subscription' ? plans : packs;
  if (!items.some((item) => item.id === request.item_id)) {
    throw ApiError.notFound(`No ${request.kind === 'subscription' ? 'plan' : 'credit pack'} "${request.item_id}" is for sale here.`);
  }
  const stored = await repositories.billingCustomers.findByUser(buyer.id);
  if (request.kind === 'subscription' && stored && isSubscriptionPlanStatus(stored.status)) {
    throw new ApiError(BusinessCode.conflict, `You already have the ${stored.plan} plan: change or cancel it with Manage subscription on the billing page.`);
  }
  const checkout = await billing.provider.createCheckout({
    kind: request.kind,
    itemId: request.item_id,
    customer: { accountId: buyer.id, ...(buyer.email ? { email: buyer.email } : {}), ...(stored ? { stripeCustomerId: stored.stripe_customer_id } : {}) },
    ...checkoutReturnUrls(origin, request.item_id),
  });
  if (!stored) {
    const kept = await repositories.billingCustomers.saveCustomer(buyer.id, checkout.customerId);
    // Two first checkouts at once: the other's customer was stored first, and this page would pay into an orphan.
    if (kept !== checkout.customerId) throw new ApiError(BusinessCode.conflict, 'Another checkout was starting at the same time: try again.');
  }
  return { url: checkout.url, session_id: checkout.sessionId };
}
