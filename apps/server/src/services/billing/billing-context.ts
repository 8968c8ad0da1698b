import type { PaymentProvider } from '@talkreel/billing';
import type { Logger, Repositories } from '@talkreel/platform';
import { SyncCoalescer } from './sync-coalescer.ts';
import { syncBillingAccount, type BillingSyncHint, type BillingSyncResult } from './sync-billing-account.ts';

/** Payments, when STRIPE_SECRET_KEY switches them on: what the billing routes and the re-sync run on. */
export interface BillingContext {
  provider: PaymentProvider;
  /** The time syncs decide by (a grace's end, a yearly plan's next month); a test's fake Stripe clock, else the real one. */
  now(): Date;
  /** Syncs the account with Stripe (`syncBillingAccount`); requests that arrive during a sync share the one after it. */
  sync(userId: string, hint?: BillingSyncHint): Promise<BillingSyncResult>;
}

export interface BillingContextOptions {
  provider: PaymentProvider;
  repositories: Repositories;
  logger: Logger;
  now?: () => Date;
}

export function createBillingContext(options: BillingContextOptions): BillingContext {
  const { provider, repositories, logger } = options;
  const now = options.now ?? (() => new Date());
  const syncs = new SyncCoalescer<BillingSyncHint, BillingSyncResult>((userId, hints) =>
    syncBillingAccount({ provider, repositories, logger, userId, hints, now: now() }),
  );
  return { provider, now, sync: (userId, hint = {}) => syncs.request(userId, hint) };
}
