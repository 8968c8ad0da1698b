import { sql, type Kysely } from 'kysely';

/** The account that owns the public avatar library's files and renders (covers, welcome clips); nobody signs in as it. */
export const libraryOwnerId = '00000000-0000-4000-8000-0000000a11b7';

/**
 * Avatars. `looks`: pictures made by the look wizard (four per task) or for
 * the library, each with the embedded engine's design when it drew it.
 * `digital_persons`: avatars that talk, the public library's (numbered ids,
 * owned by the library account) and the users' own (uuids); a welcome clip
 * (the avatar speaking its welcome line) is an ordinary render task.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop constraint users_status_check`.execute(db);
  await sql`alter table users add constraint users_status_check check (status in ('guest', 'user', 'system'))`.execute(db);
  await sql`insert into users (id, status, nickname) values (${libraryOwnerId}, 'system', 'Talkreel avatar library') on conflict (id) do nothing`.execute(db);
  await sql`
    create table looks (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users (id) on delete cascade,
      task_id uuid,
      output_index integer not null default 0,
      engine text not null,
      kind text not null check (kind in ('illustrated', 'photo')),
      design jsonb,
      file_id uuid not null references files (id) on delete cascade,
      aspect_ratio smallint not null,
      created_at timestamptz not null default now(),
      unique (task_id, output_index)
    )`.execute(db);
  await sql`
    create table digital_persons (
      id text primary key,
      owner_id uuid not null references users (id) on delete cascade,
      is_public boolean not null default false,
      sort_order integer not null default 0,
      name text not null,
      gender text not null,
      age text,
      ethnicity text,
      theme text,
      aspect_ratio smallint not null,
      kind text not null check (kind in ('illustrated', 'photo')),
      design jsonb,
      look_id uuid references looks (id) on delete set null,
      photo_file_id uuid references files (id) on delete set null,
      cover_file_id uuid references files (id) on delete set null,
      circle_cover_file_id uuid references files (id) on delete set null,
      voice_id text not null,
      welcome_line text not null,
      welcome_task_id uuid,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index digital_persons_owner on digital_persons (owner_id, created_at desc)`.execute(db);
  await sql`create index looks_owner on looks (owner_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table digital_persons`.execute(db);
  await sql`drop table looks`.execute(db);
  await sql`delete from users where id = ${libraryOwnerId}`.execute(db);
  await sql`alter table users drop constraint users_status_check`.execute(db);
  await sql`alter table users add constraint users_status_check check (status in ('guest', 'user'))`.execute(db);
}
