import type { Logger, Repositories } from '@talkreel/platform';
import type { BillingContext } from './billing-context.ts';

/** Accounts claimed per query; a pass goes on until none is due. */
const batchSize = 50;
/** How long a claimed account waits before another pass may take it again, should this one's sync fail or its process die. */
const claimLeaseMs = 10 * 60_000;
/** How often every process that runs jobs looks for due accounts: a grace's end or a yearly plan's month is never more than this late. */
const resyncIntervalMs = 60_000;

/**
 * One pass of the scheduled re-sync: every account whose stored
 * `next_sync_at` has come (a yearly plan's next month of credits, the end
 * of a grace, the end of a period set to cancel) is synced with Stripe, as
 * an event would. Several processes share the due accounts (each is
 * claimed by one), and a sync applies nothing twice, so restarts and extra
 * workers change nothing. Returns the accounts synced.
 */
export async function resyncDueAccounts(billing: BillingContext, repositories: Repositories, logger: Logger): Promise<number> {
  let synced = 0;
  // An account due again within one pass (a clock far behind Stripe's) waits for the next pass.
  const seen = new Set<string>();
  for (;;) {
    const due = (await repositories.billingCustomers.claimDueSyncs(billing.now(), claimLeaseMs, batchSize)).filter(({ userId }) => !seen.has(userId));
    if (due.length === 0) return synced;
    for (const { userId } of due) {
      seen.add(userId);
      try {
        await billing.sync(userId);
        synced += 1;
      } catch (error) {
        // Claimed for the lease: the pass after it tries again.
        logger.warn({ err: error, userId }, 'scheduled billing sync failed; it is tried again in 10 minutes');
      }
    }
  }
}

/** The scheduled re-sync, in every process that runs jobs (at start, then every minute); safe to run in many at once. */
export function scheduleBillingResync(billing: BillingContext, repositories: Repositories, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(() =>
      resyncDueAccounts(billing, repositories, logger).then(
        (count) => {
          if (count > 0) logger.info({ accounts: count }, 'billing re-synced with Stripe');
        },
        (error: unknown) => logger.error({ err: error }, 'scheduled billing sync failed; it runs again within the minute'),
      ),
    );
  };
  run();
  const timer = setInterval(run, resyncIntervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
