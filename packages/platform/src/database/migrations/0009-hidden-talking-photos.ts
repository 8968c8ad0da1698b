import { sql, type Kysely } from 'kysely';

/**
 * `files.talking_photo_hidden_at`: when the owner took the photo off the
 * talking-photo page's avatar row. The file itself stays (projects, renders
 * and task payloads name it by its storage key), only the row forgets it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files add column talking_photo_hidden_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table files drop column talking_photo_hidden_at`.execute(db);
}
