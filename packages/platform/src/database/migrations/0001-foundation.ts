import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table app_secrets (
      name text primary key,
      value text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      status text not null check (status in ('guest', 'user')),
      device_id text,
      email text unique,
      nickname text not null default '',
      password_hash text,
      plan text not null default 'Free',
      credit integer not null default 0 check (credit >= 0),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create unique index users_guest_device on users (device_id) where status = 'guest'`.execute(db);
  await sql`
    create table sessions (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index sessions_user on sessions (user_id)`.execute(db);
  await sql`
    create table files (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      storage_key text not null unique,
      purpose text not null,
      kind text not null,
      content_type text not null,
      size_bytes integer not null check (size_bytes >= 0),
      original_name text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index files_owner on files (owner_id, created_at desc)`.execute(db);
  await sql`
    create table tasks (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid references users (id) on delete cascade,
      kind text not null,
      status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed', 'cancelled')),
      progress integer not null default 0 check (progress between 0 and 100),
      payload jsonb not null,
      result jsonb,
      error_message text,
      attempts integer not null default 0,
      cancel_requested boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index tasks_owner on tasks (owner_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['tasks', 'files', 'sessions', 'users', 'app_secrets']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
