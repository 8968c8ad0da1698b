import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../open-database.ts';
import { up } from './0008-jpeg-covers.ts';

describe('migration 0008: drawn covers become JPEG', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('forgets a drawn avatar’s PNG covers (drawn again as JPEG) and keeps a photo avatar’s and a JPEG one', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    const db = database.db;
    const owner = (await sql<{ id: string }>`insert into users (status) values ('user') returning id`.execute(db)).rows[0]!.id;
    const file = async (key: string) =>
      (
        await sql<{ id: string }>`
          insert into files (owner_id, storage_key, purpose, kind, content_type, size_bytes, original_name)
          values (${owner}, ${key}, 'library', 'image', 'image/png', 1, 'cover') returning id`.execute(db)
      ).rows[0]!.id;
    const person = async (id: string, design: object | null, cover: string, circle: string) =>
      sql`
        insert into digital_persons (id, owner_id, name, gender, aspect_ratio, kind, design, cover_file_id, circle_cover_file_id, voice_id, welcome_line)
        values (${id}, ${owner}, ${id}, 'female', 0, ${design ? 'illustrated' : 'photo'}, ${design ? JSON.stringify(design) : null},
                ${cover}, ${circle}, 'english-sarah', 'Hi')`.execute(db);
    await person('drawn-png', { skin: 1 }, await file('avatars/drawn-png/cover.png'), await file('avatars/drawn-png/circle.png'));
    await person('drawn-jpg', { skin: 1 }, await file('avatars/drawn-jpg/cover.jpg'), await file('avatars/drawn-jpg/circle.png'));
    await person('photo', null, await file('avatars/photo/cover.png'), await file('avatars/photo/circle.png'));

    await up(db as never);

    const rows = await sql<{ id: string; has_cover: boolean; has_circle: boolean }>`
      select id, cover_file_id is not null as has_cover, circle_cover_file_id is not null as has_circle from digital_persons order by id`.execute(db);
    expect(rows.rows).toEqual([
      { id: 'drawn-jpg', has_cover: true, has_circle: true },
      { id: 'drawn-png', has_cover: false, has_circle: false },
      { id: 'photo', has_cover: true, has_circle: true },
    ]);
  });
});
