import { PLANS, PlanNameSchema } from '@talkreel/contract';
import type { Logger, Repositories } from '@talkreel/platform';

/** `2026-11`: the calendar month (UTC) a grant belongs to, part of its idempotency key. */
export function monthKeyOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** Accounts granted per query; the pass goes on until none is left. */
const batchSize = 200;

/**
 * Each signed-up account's plan credits for the month `now` falls in, once:
 * the ledger's idempotency key `monthly:<YYYY-MM>` makes a second pass, or a
 * second process running the same pass, change nothing. An account's first
 * month is its welcome grant. Accounts whose plan comes from a subscription
 * are skipped: each paid period grants theirs (billing's `invoice:` grants),
 * and they are back in this pass once the subscription stops giving a plan.
 * Returns the accounts granted.
 */
export async function grantMonthlyCredits(repositories: Repositories, now = new Date()): Promise<number> {
  const { creditLedger } = repositories;
  const month = monthKeyOf(now);
  const monthStart = new Date(`${month}-01T00:00:00Z`);
  const idempotencyKey = `monthly:${month}`;
  let granted = 0;
  for (;;) {
    const due = await creditLedger.findAccountsWithoutEntry(idempotencyKey, monthStart, batchSize);
    if (due.length === 0) return granted;
    for (const user of due) {
      const plan = PLANS[PlanNameSchema.catch('Free').parse(user.plan)];
      // Each account's grant is its own transaction.
      const result = await creditLedger.grant({ userId: user.id, amount: plan.monthlyCredits, idempotencyKey, reason: `Monthly credits (${plan.name} plan)` });
      if (!result.isDuplicate) granted += 1;
    }
  }
}

/** How often the grant pass runs: hourly is soon enough after midnight on the 1st, and a pass with nothing due is one query. */
const grantIntervalMs = 60 * 60_000;

/** The scheduled monthly grant, in every process that runs jobs (at start, then hourly); safe to run in many at once. */
export function scheduleMonthlyCredits(repositories: Repositories, logger: Logger): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = grantMonthlyCredits(repositories).then(
      (count) => {
        if (count > 0) logger.info({ accounts: count }, 'monthly credits granted');
      },
      (error: unknown) => logger.error({ err: error }, 'monthly credit grant failed; it runs again within the hour'),
    );
  };
  run();
  const timer = setInterval(run, grantIntervalMs);
  timer.unref();
  return {
    // A pass in flight finishes before the database closes.
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
