import { sql, type Kysely, type Selectable } from 'kysely';
import type { BillingCustomersTable, DatabaseSchema } from '../database/database-schema.ts';

export type BillingCustomerRecord = Selectable<BillingCustomersTable>;

/** The plan state one sync with Stripe found, as stored. */
export interface BillingCustomerState {
  stripeCustomerId: string;
  subscriptionId: string | null;
  plan: string;
  planItemId: string | null;
  status: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
  nextSyncAt: Date | null;
}

/** Plan states in which the account's plan comes from a subscription (it gets its credits from invoices). */
export const subscriptionPlanStatuses = ['active', 'past_due_grace'] as const;

/**
 * Accounts' Stripe customers (`billing_customers`, migration 0013) and the
 * plan state the last sync stored. Writes of a sync's state are ordered by
 * sync tickets (see `takeSyncTicket`), never by who commits last.
 */
export class BillingCustomerRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  findByUser(userId: string): Promise<BillingCustomerRecord | undefined> {
    return this.db.selectFrom('billing_customers').selectAll().where('user_id', '=', userId).executeTakeFirst();
  }

  /** A signed-up account's plan and balance as stored now (the session's copy may be seconds old); undefined for a guest or no account. */
  findAccountStanding(userId: string): Promise<{ id: string; email: string | null; plan: string; credit: number } | undefined> {
    return this.db.selectFrom('users').select(['id', 'email', 'plan', 'credit']).where('id', '=', userId).where('status', '=', 'user').executeTakeFirst();
  }

  /** The account a Stripe customer belongs to, with its stored state; undefined for a customer this product did not make. */
  findByStripeCustomer(stripeCustomerId: string): Promise<BillingCustomerRecord | undefined> {
    return this.db.selectFrom('billing_customers').selectAll().where('stripe_customer_id', '=', stripeCustomerId).executeTakeFirst();
  }

  /**
   * Records the account's Stripe customer (its first checkout made it). An
   * account keeps its first customer: when two first checkouts race, the
   * second's customer is not stored, and the stored one is returned.
   */
  async saveCustomer(userId: string, stripeCustomerId: string): Promise<string> {
    await this.db
      .insertInto('billing_customers')
      .values({ user_id: userId, stripe_customer_id: stripeCustomerId })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute();
    const stored = await this.findByUser(userId);
    if (!stored) throw new Error(`Stripe customer ${stripeCustomerId} could not be stored for user ${userId}`);
    return stored.stripe_customer_id;
  }

  /**
   * A sync's place in line, taken before it reads Stripe: a later ticket has
   * read Stripe later, so its state wins (`saveState`).
   */
  async takeSyncTicket(): Promise<string> {
    const result = await sql<{ ticket: string }>`select nextval('billing_sync_tickets')::text as ticket`.execute(this.db);
    return result.rows[0]!.ticket;
  }

  /**
   * Stores a sync's state unless a sync with a later ticket already stored
   * its own; true when this one was stored. Creates the row when the
   * account has none yet (a customer found through a checkout session). In
   * the transaction that applies the sync's ledger entries.
   */
  async saveState(userId: string, ticket: string, state: BillingCustomerState, now: Date): Promise<boolean> {
    const values = {
      stripe_customer_id: state.stripeCustomerId,
      subscription_id: state.subscriptionId,
      plan: state.plan,
      plan_item_id: state.planItemId,
      status: state.status,
      current_period_end: state.currentPeriodEnd,
      cancel_at_period_end: state.cancelAtPeriodEnd,
      grace_ends_at: state.graceEndsAt,
      next_sync_at: state.nextSyncAt,
      synced_ticket: ticket,
      synced_at: now,
      updated_at: now,
    };
    const saved = await this.db
      .insertInto('billing_customers')
      .values({ user_id: userId, ...values })
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .doUpdateSet(values)
          .where('billing_customers.synced_ticket', '<', sql<string>`${ticket}::bigint`),
      )
      .returning('user_id')
      .executeTakeFirst();
    return saved !== undefined;
  }

  /**
   * Up to `limit` accounts whose `next_sync_at` has come, each claimed by
   * moving it `leaseMs` ahead (in one statement, skipping rows another
   * process is claiming), so several processes share them and none syncs
   * an account twice; the sync then stores the real next time.
   */
  async claimDueSyncs(now: Date, leaseMs: number, limit: number): Promise<{ userId: string; stripeCustomerId: string }[]> {
    const rows = await this.db
      .updateTable('billing_customers')
      .set({ next_sync_at: new Date(now.getTime() + leaseMs) })
      .where('user_id', 'in', (query) =>
        query.selectFrom('billing_customers').select('user_id').where('next_sync_at', '<=', now).orderBy('next_sync_at').limit(limit).forUpdate().skipLocked(),
      )
      .returning(['user_id', 'stripe_customer_id'])
      .execute();
    return rows.map((row) => ({ userId: row.user_id, stripeCustomerId: row.stripe_customer_id }));
  }
}
