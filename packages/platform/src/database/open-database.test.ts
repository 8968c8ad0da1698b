import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './open-database.ts';

describe('openDatabase on PGlite', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('applies the migrations and answers queries', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(database.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining(['files', 'sessions', 'tasks', 'users']));
    expect(await database.check()).toEqual({ ok: true, detail: 'PGlite memory://' });
  });

  it('keeps other statements out of a running transaction', async () => {
    const { db } = database;
    let releaseTransaction!: () => void;
    const held = new Promise<void>((resolve) => (releaseTransaction = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ status: 'guest', device_id: 'device-in-tx', nickname: '', plan: 'Free', credit: 0 }).execute();
      await held;
      throw new Error('roll back');
    });
    // This read must wait for the transaction, and then not see its rolled-back row.
    const outside = db.selectFrom('users').select('id').where('device_id', '=', 'device-in-tx').execute();
    releaseTransaction();
    await expect(transaction).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
  });
});
