import { sql, type Kysely } from 'kysely';

/**
 * Scripts written from a source. `project_scripts`: one per podcast or topic
 * project (the source, the options, the turns or scenes as they are written,
 * the writer that wrote them, a status the pages poll). `podcast_hosts`: a pair
 * of avatars that host podcasts together (the demo pairs are owned by the
 * library account).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table podcast_hosts (
      id text primary key,
      owner_id uuid not null references users (id) on delete cascade,
      is_demo boolean not null default false,
      sort_order integer not null default 0,
      person1_id text not null references digital_persons (id) on delete cascade,
      person2_id text not null references digital_persons (id) on delete cascade,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index podcast_hosts_owner on podcast_hosts (owner_id, created_at desc)`.execute(db);
  await sql`
    create table project_scripts (
      project_id uuid primary key references projects (id) on delete cascade,
      kind text not null check (kind in ('podcast', 'topic')),
      origin smallint not null default 0,
      source jsonb not null,
      options jsonb not null,
      status smallint not null default 1,
      title text not null default '',
      parts jsonb not null default '[]',
      writer text,
      note text,
      err_msg text not null default '',
      task_id uuid,
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table project_scripts`.execute(db);
  await sql`drop table podcast_hosts`.execute(db);
}
