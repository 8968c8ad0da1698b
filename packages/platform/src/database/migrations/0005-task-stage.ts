import { sql, type Kysely } from 'kysely';

/**
 * The named step a running task is in ("speech", "face", "frames"...), written
 * with its progress, so a poller shows what is happening and not only how far.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks add column stage text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tasks drop column stage`.execute(db);
}
