import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

describe('openDatabase from a kept template', () => {
  const directories: string[] = [];
  const temporaryDirectory = async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'talkreel-template-test-'));
    directories.push(directory);
    return directory;
  };
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });
  const migrationNames = async (database: Database) =>
    (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)).rows.map((row) => row.name);
  const deviceIds = async (database: Database) =>
    (await database.db.selectFrom('users').select('device_id').where('device_id', 'is not', null).execute()).map((row) => row.device_id);

  it('keeps the first migrated database as a template, and starts the next ones from it, empty and migrated', async () => {
    const templateDir = await temporaryDirectory();
    const first = await openDatabase({ kind: 'pglite', dataDir: 'memory://', templateDir });
    const templates = (await readdir(templateDir)).filter((name) => name.endsWith('.tar'));
    expect(templates).toHaveLength(1);
    expect((await readdir(templateDir)).filter((name) => name.endsWith('.part'))).toEqual([]);
    await first.db.insertInto('users').values({ status: 'guest', device_id: 'only-in-first', nickname: '', plan: 'Free', credit: 0 }).execute();

    const second = await openDatabase({ kind: 'pglite', dataDir: 'memory://', templateDir });
    const onDisk = await openDatabase({ kind: 'pglite', dataDir: path.join(await temporaryDirectory(), 'db'), templateDir });
    try {
      expect(await migrationNames(second)).toEqual(await migrationNames(first));
      expect(await deviceIds(second)).toEqual([]);
      await second.db.insertInto('users').values({ status: 'guest', device_id: 'in-second', nickname: '', plan: 'Free', credit: 0 }).execute();
      expect(await deviceIds(second)).toEqual(['in-second']);
      expect(await migrationNames(onDisk)).toEqual(await migrationNames(first));
      expect(await readdir(templateDir)).toEqual(templates);
    } finally {
      await Promise.all([first.close(), second.close(), onDisk.close()]);
    }
  });

  it('opens a database that exists on disk as it is, with its rows', async () => {
    const templateDir = await temporaryDirectory();
    const dataDir = path.join(await temporaryDirectory(), 'db');
    const before = await openDatabase({ kind: 'pglite', dataDir, templateDir });
    await before.db.insertInto('users').values({ status: 'guest', device_id: 'kept-on-disk', nickname: '', plan: 'Free', credit: 0 }).execute();
    await before.close();
    const after = await openDatabase({ kind: 'pglite', dataDir, templateDir });
    try {
      expect(await deviceIds(after)).toEqual(['kept-on-disk']);
    } finally {
      await after.close();
    }
  });
});
