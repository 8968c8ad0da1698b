import { sql, type Kysely } from 'kysely';

/**
 * `billing_customers`: an account's Stripe customer and the plan state the
 * last sync with Stripe found (`syncCustomer` in `@talkreel/billing`). Stripe
 * is the truth; this row is what the product acts on between syncs: the plan
 * shown on the billing page, whether the monthly Free grant skips the account
 * (a plan paid by subscription gets its credits from invoices), and when to
 * sync again without an event (`next_sync_at`: a yearly plan's next month, a
 * grace's end).
 *
 * `synced_ticket`: the sync lock. Every sync takes a ticket from
 * `billing_sync_tickets` before it reads Stripe, and writes its state only
 * when its ticket is above the stored one, so a sync that read Stripe earlier
 * never overwrites one that read it later, however the two finish.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence billing_sync_tickets`.execute(db);
  await sql`
    create table billing_customers (
      user_id uuid primary key references users (id) on delete cascade,
      stripe_customer_id text not null unique,
      subscription_id text,
      plan text not null default 'Free',
      plan_item_id text,
      status text not null default 'none',
      current_period_end timestamptz,
      cancel_at_period_end boolean not null default false,
      grace_ends_at timestamptz,
      next_sync_at timestamptz,
      synced_ticket bigint not null default 0,
      synced_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index billing_customers_next_sync on billing_customers (next_sync_at) where next_sync_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table billing_customers`.execute(db);
  await sql`drop sequence billing_sync_tickets`.execute(db);
}
