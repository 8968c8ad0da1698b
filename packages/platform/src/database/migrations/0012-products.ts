import { sql, type Kysely } from 'kysely';

/**
 * `products`: one per `product` project: a product analysed from a link (as
 * a job: `status` 1 analysing with `progress` and `stage`, 2 ready, 3
 * failed with `error`) or put together from uploaded media (`sub_type` 2).
 * `task_id` is the analysis job's task. `intro_medias` are the spec's media items; `select_media` the urls of
 * those the video uses, in order; `sources` where each field was read.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table products (
      id uuid primary key default gen_random_uuid(),
      project_id uuid not null unique references projects (id) on delete cascade,
      owner_id uuid not null references users (id) on delete cascade,
      sub_type smallint not null,
      url text not null default '',
      status smallint not null,
      progress smallint not null default 0,
      stage text not null default '',
      error jsonb,
      title text not null default '',
      intro_text text not null default '',
      target_audience text not null default '',
      brand text not null default '',
      price double precision,
      currency text,
      intro_medias jsonb not null default '[]',
      select_media jsonb not null default '[]',
      sources jsonb not null default '{}',
      task_id uuid,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index products_owner on products (owner_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table products`.execute(db);
}
