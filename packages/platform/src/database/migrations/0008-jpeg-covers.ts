import { sql, type Kysely } from 'kysely';

/**
 * Drawn avatars' covers are JPEG (`avatars/<id>/cover.jpg`) from now on: the
 * ones drawn before as PNG are forgotten, and drawn again as JPEG on their
 * next use (the same picture, from the same design). Photo avatars keep the
 * PNG they were made from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    update digital_persons set cover_file_id = null, circle_cover_file_id = null
    where design is not null
      and cover_file_id in (select id from files where storage_key like 'avatars/%/cover.png')`.execute(db);
}
