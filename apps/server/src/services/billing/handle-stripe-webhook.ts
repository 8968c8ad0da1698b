import { PaymentProviderError, type WebhookEvent } from '@talkreel/billing';
import type { Repositories } from '@talkreel/platform';
import type { BillingContext } from './billing-context.ts';
import type { BillingSyncHint } from './sync-billing-account.ts';

/** Account ids are UUIDs; anything else in a Stripe object's metadata was put there by another product on the same Stripe account. */
const accountIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/u;

/** The account an event is about, and what the event names that its sync should read too. */
interface EventAccount {
  userId: string;
  hint: BillingSyncHint;
}

/**
 * A verified Stripe event: finds the account it is about and syncs that
 * account with Stripe. The event says only which account to sync (and which
 * checkout or subscription to read along); what changes comes from Stripe's
 * current state, so duplicated, late and reordered events all end in the
 * same ledger. Answers the account synced, or undefined when the event is
 * about nothing of this product's (a customer it did not make, an object
 * another product created).
 */
export async function handleStripeWebhook(billing: BillingContext, repositories: Repositories, event: WebhookEvent): Promise<string | undefined> {
  const account = await findEventAccount(billing, repositories, event);
  if (!account) return undefined;
  await billing.sync(account.userId, account.hint);
  return account.userId;
}

async function findEventAccount(billing: BillingContext, repositories: Repositories, event: WebhookEvent): Promise<EventAccount | undefined> {
  const stored = event.customerId ? await repositories.billingCustomers.findByStripeCustomer(event.customerId) : undefined;
  // A checkout or subscription the event names is read (it must be this account's) so the sync sees it even before Stripe's lists do.
  const named = await readNamedObject(billing, event);
  if (stored) {
    // syncCustomer refuses a checkout of no account, and anything of another account's.
    const isTheAccounts =
      named !== undefined &&
      named.customerId === stored.stripe_customer_id &&
      (named.accountId === stored.user_id || (named.accountId === null && named.hint.subscriptionId !== undefined));
    return { userId: stored.user_id, hint: isTheAccounts ? named.hint : {} };
  }
  // A customer not stored yet (its checkout's reply was lost): the object's own account, when it is one here.
  if (!named?.accountId || !accountIdPattern.test(named.accountId)) return undefined;
  if (!(await repositories.billingCustomers.findAccountStanding(named.accountId))) return undefined;
  return { userId: named.accountId, hint: named.hint };
}

async function readNamedObject(
  billing: BillingContext,
  event: WebhookEvent,
): Promise<{ accountId: string | null; customerId: string | null; hint: BillingSyncHint } | undefined> {
  try {
    if (event.objectType === 'checkout.session') {
      const session = await billing.provider.readCheckoutSession(event.objectId);
      return { accountId: session.accountId, customerId: session.customerId, hint: { sessionId: session.id } };
    }
    if (event.objectType === 'subscription') {
      const subscription = await billing.provider.readSubscription(event.objectId);
      return { accountId: subscription.accountId, customerId: subscription.customerId, hint: { subscriptionId: subscription.id } };
    }
  } catch (error) {
    // Gone from Stripe (a deleted test object): the customer's sync, if any, still runs.
    if (error instanceof PaymentProviderError && error.reason === 'not_found') return undefined;
    throw error;
  }
  return undefined;
}
