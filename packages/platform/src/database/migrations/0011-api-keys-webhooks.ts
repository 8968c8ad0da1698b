import { sql, type Kysely } from 'kysely';

/**
 * The public API's keys and webhooks.
 *
 * - `api_keys`: a key is found by `key_prefix` (12 characters of its random
 *   part, unique) and then proven by comparing the SHA-256 of what was sent
 *   with `key_hash` in constant time; the key itself is never stored. The
 *   per-key rate window lives on the row, so every server process counts
 *   against the same limit.
 * - `webhook_endpoints`: where an account's events go, with the signing
 *   secret (kept as is: an HMAC needs it) and the failure streak
 *   (`failing_since`) that turns an endpoint off.
 * - `webhook_events`: the outbox. A row is written in the transaction that
 *   changes what it reports (a render's task ending, a debit), so a crash
 *   cannot lose one; a dispatcher fans it out into deliveries.
 * - `webhook_deliveries`: one event to one destination (an endpoint, or the
 *   render's `callback_url`), delivered by a `webhook-delivery` task;
 *   `webhook_attempts` logs every try with its status code and time.
 * - `webhook_callbacks`: a render's `callback_url`, by its task.
 * - `webhook_callback_secrets`: the account's secret for signing callbacks.
 * - `renders_task`: every task that ends now looks up its render (is it one,
 *   and whose), which had no index by task.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table api_keys (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      name text not null,
      key_prefix text not null unique,
      key_hash text not null,
      scopes jsonb not null,
      created_at timestamptz not null default now(),
      last_used_at timestamptz,
      expires_at timestamptz,
      revoked_at timestamptz,
      rate_window_started_at timestamptz,
      rate_window_requests integer not null default 0
    )`.execute(db);
  await sql`create index api_keys_owner on api_keys (owner_id, created_at desc)`.execute(db);
  await sql`
    create table webhook_endpoints (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      url text not null,
      description text not null default '',
      event_types jsonb not null,
      secret text not null,
      disabled_at timestamptz,
      disabled_reason text not null default '',
      failing_since timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webhook_endpoints_owner on webhook_endpoints (owner_id, created_at)`.execute(db);
  await sql`
    create table webhook_callback_secrets (
      owner_id uuid primary key references users (id) on delete cascade,
      secret text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table webhook_callbacks (
      task_id uuid primary key references tasks (id) on delete cascade,
      url text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table webhook_events (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      type text not null,
      data jsonb not null,
      callback_url text,
      created_at timestamptz not null default now(),
      dispatched_at timestamptz
    )`.execute(db);
  await sql`create index webhook_events_undispatched on webhook_events (created_at) where dispatched_at is null`.execute(db);
  await sql`
    create table webhook_deliveries (
      id uuid primary key default gen_random_uuid(),
      event_id uuid not null references webhook_events (id) on delete cascade,
      owner_id uuid not null references users (id) on delete cascade,
      endpoint_id uuid references webhook_endpoints (id) on delete cascade,
      callback_url text,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      task_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      check ((endpoint_id is null) <> (callback_url is null))
    )`.execute(db);
  await sql`create index webhook_deliveries_endpoint on webhook_deliveries (endpoint_id, created_at desc)`.execute(db);
  await sql`create index webhook_deliveries_event on webhook_deliveries (event_id)`.execute(db);
  await sql`
    create table webhook_attempts (
      id uuid primary key default gen_random_uuid(),
      delivery_id uuid not null references webhook_deliveries (id) on delete cascade,
      task_id uuid not null,
      attempt integer not null,
      status_code integer,
      response_time_ms integer not null,
      error text not null default '',
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index webhook_attempts_delivery on webhook_attempts (delivery_id, attempt desc)`.execute(db);
  await sql`create index renders_task on renders (task_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index renders_task`.execute(db);
  await sql`drop table webhook_attempts`.execute(db);
  await sql`drop table webhook_deliveries`.execute(db);
  await sql`drop table webhook_events`.execute(db);
  await sql`drop table webhook_callbacks`.execute(db);
  await sql`drop table webhook_callback_secrets`.execute(db);
  await sql`drop table webhook_endpoints`.execute(db);
  await sql`drop table api_keys`.execute(db);
}
