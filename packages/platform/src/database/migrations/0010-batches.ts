import { sql, type Kysely } from 'kysely';

/**
 * `batches`: one per batch-mode project (a template made into one video per
 * sheet row). The project holds one workspace per row (workspace index =
 * position in `rows`); this row keeps which template made them and each
 * row's sheet number and values, for the batch page and the result sheet.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table batches (
      project_id uuid primary key references projects (id) on delete cascade,
      owner_id uuid not null references users (id) on delete cascade,
      template_id text not null,
      rows jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index batches_owner on batches (owner_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table batches`.execute(db);
}
