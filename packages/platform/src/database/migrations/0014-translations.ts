import { sql, type Kysely } from 'kysely';

/**
 * `translations`: a video translated into one or more languages. The source
 * is one of the owner's projects (`source_project_id`, re-rendered per
 * language) or an uploaded video (`source_key`: transcribed by `task_id`'s
 * job into `segments` and `speakers`, reviewed, then dubbed). `outputs` holds
 * one entry per target language once its paid task exists: the new project,
 * that task (its status, progress and result are the task's), and for a dub
 * how its segments fitted. `status`: processing, review, dubbing, done, failed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table translations (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      source_type text not null,
      source_project_id uuid references projects (id) on delete set null,
      source_workspace_index integer not null default 0,
      source_key text,
      source_name text not null,
      source_duration_ms integer not null,
      source_language text not null,
      target_languages jsonb not null,
      status text not null,
      stage text not null default 'queued',
      progress smallint not null default 0,
      error jsonb,
      segments jsonb not null default '[]',
      speakers jsonb not null default '[]',
      outputs jsonb not null default '[]',
      engines jsonb not null default '{}',
      credits integer not null default 0,
      task_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index translations_owner on translations (owner_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table translations`.execute(db);
}
