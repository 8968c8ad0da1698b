import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table voices (
      id text primary key,
      source text not null,
      name text not null,
      gender text not null,
      age text not null,
      language text not null,
      locale text not null,
      accent text not null,
      use_case text not null,
      descriptive jsonb not null,
      engine jsonb not null,
      sort_order integer not null,
      preview_key text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index voices_language on voices (language, sort_order)`.execute(db);
  await sql`
    create table voice_favorites (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      voice_id text not null references voices (id) on delete cascade,
      created_at timestamptz not null default now(),
      unique (user_id, voice_id)
    )`.execute(db);
  await sql`
    create table user_voices (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      name text not null,
      kind text not null check (kind in ('saved', 'matched', 'cloned')),
      source_voice_id text references voices (id) on delete set null,
      language text not null,
      gender text not null,
      engine jsonb not null,
      measurements jsonb,
      preview_key text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index user_voices_owner on user_voices (owner_id, created_at desc)`.execute(db);
  await sql`
    create table projects (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      name text not null,
      kind text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index projects_owner on projects (owner_id, created_at desc)`.execute(db);
  await sql`
    create table workspaces (
      project_id uuid not null references projects (id) on delete cascade,
      workspace_index integer not null,
      version integer not null default 1,
      document jsonb not null,
      updated_at timestamptz not null default now(),
      primary key (project_id, workspace_index)
    )`.execute(db);
  await sql`
    create table renders (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null references projects (id) on delete cascade,
      workspace_index integer not null,
      workspace_version integer not null,
      task_id uuid not null references tasks (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index renders_workspace on renders (project_id, workspace_index, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['renders', 'workspaces', 'projects', 'user_voices', 'voice_favorites', 'voices']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
