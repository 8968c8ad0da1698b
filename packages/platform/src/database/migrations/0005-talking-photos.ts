import { sql, type Kysely } from 'kysely';

/**
 * Talking photos. `tasks.stage`: the named step a running task is in
 * ("speech", "face", "frames"...), written with its progress, so a poller
 * shows what is happening and not only how far. `photo_faces`: the face
 * analysis of an uploaded photo (landmarks, problems, gender), made once per
 * photo and analysis version. `projects.keep_watermark`: the owner asked to
 * keep the mark even though the plan may remove it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks add column stage text`.execute(db);
  await sql`alter table projects add column keep_watermark boolean not null default false`.execute(db);
  await sql`
    create table photo_faces (
      file_id uuid primary key references files(id) on delete cascade,
      version integer not null,
      usable boolean not null,
      gender smallint not null,
      analysis jsonb not null,
      created_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table photo_faces`.execute(db);
  await sql`alter table projects drop column keep_watermark`.execute(db);
  await sql`alter table tasks drop column stage`.execute(db);
}
