import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table verification_codes (
      ticket_hash text primary key,
      email text not null,
      action text not null check (action in ('reg', 'resetpwd')),
      code_hash text not null,
      wrong_attempts integer not null default 0,
      expires_at timestamptz not null,
      verified_ticket_hash text unique,
      verified_at timestamptz,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index verification_codes_email on verification_codes (email, action, created_at desc)`.execute(db);
  await sql`
    create table captchas (
      id uuid primary key default gen_random_uuid(),
      answer_hash text not null,
      expires_at timestamptz not null,
      used_at timestamptz
    )`.execute(db);
  await sql`
    create table auth_events (
      id bigserial primary key,
      kind text not null check (kind in ('login_failed', 'code_sent')),
      email text not null,
      ip text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index auth_events_email on auth_events (kind, email, created_at)`.execute(db);
  await sql`create index auth_events_ip on auth_events (kind, ip, created_at)`.execute(db);
  await sql`
    create table oauth_identities (
      provider text not null,
      subject text not null,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      primary key (provider, subject)
    )`.execute(db);
  await sql`
    create table credit_ledger (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      amount integer not null,
      balance_after integer not null check (balance_after >= 0),
      reason text not null,
      idempotency_key text not null,
      task_id uuid references tasks (id) on delete set null,
      created_at timestamptz not null default now(),
      unique (user_id, idempotency_key)
    )`.execute(db);
  await sql`create index credit_ledger_user on credit_ledger (user_id, created_at desc)`.execute(db);
  await sql`create index credit_ledger_task on credit_ledger (task_id)`.execute(db);
  await sql`
    create table outbox_mails (
      id bigserial primary key,
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      sent_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['outbox_mails', 'credit_ledger', 'oauth_identities', 'auth_events', 'captchas', 'verification_codes']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
