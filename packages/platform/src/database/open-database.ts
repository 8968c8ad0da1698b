import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { ComponentCheck } from '../storage/storage.ts';
import { createLocalNotifications, createPostgresNotifications, type DatabaseNotifications } from './database-notifications.ts';
import type { DatabaseSchema } from './database-schema.ts';
import { migrateToLatest, migrationsFingerprint } from './migrate-to-latest.ts';
import { pgliteTemplateIn } from './pglite-template.ts';
import { PgliteDialect } from './pglite-dialect.ts';
import { SerialLock } from './serial-lock.ts';
import { WriteCounter } from './write-counter.ts';

/** What pg-boss needs to reach the same database. */
export type QueueConnection = { connectionString: string } | { db: { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> } };

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Kysely<DatabaseSchema>;
  /**
   * Statements that may have changed data, when this process is the only
   * writer (PGlite); null on PostgreSQL, where other processes write too and
   * query results must not be kept.
   */
  readonly writes: WriteCounter | null;
  readonly queueConnection: QueueConnection;
  /** Messages to the other processes on this database (LISTEN/NOTIFY; on PGlite, this process's own listeners). */
  readonly notifications: DatabaseNotifications;
  check(): Promise<ComponentCheck>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | {
      kind: 'pglite';
      dataDir: string | 'memory://';
      /**
       * Where a migrated empty database is kept to start new ones from (tests make
       * dozens); a database that exists already is opened as it is.
       */
      templateDir?: string;
    }
  | { kind: 'postgres'; connectionString: string; poolSize?: number; onConnectionError?: (error: Error) => void };

/** Opens the database and applies migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  if (location.kind === 'postgres') {
    const database = openPostgres(location);
    await migrateToLatest(database.db as Kysely<unknown>);
    return database;
  }
  const isNew = location.dataDir === 'memory://' || !existsSync(path.join(location.dataDir, 'PG_VERSION'));
  const template = location.templateDir && isNew ? pgliteTemplateIn(location.templateDir, `${pgliteVersion()}\n${migrationsFingerprint()}`) : null;
  const templateData = await template?.read();
  const { database, pglite } = await openPglite(location.dataDir, templateData ?? undefined);
  const applied = await migrateToLatest(database.db as Kysely<unknown>);
  if (template && !templateData && applied.length > 0) await template.write(pglite); // nothing else uses it yet
  return database;
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<{ database: Database; pglite: PGlite }> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ ...(dataDir === 'memory://' ? {} : { dataDir }), ...(loadDataDir ? { loadDataDir } : {}) });
  const lock = new SerialLock();
  const writes = new WriteCounter();
  const db = new Kysely<DatabaseSchema>({ dialect: new PgliteDialect(pglite, lock, writes) });
  const executeSql = (text: string, values?: unknown[]) =>
    lock.run(async () => {
      if (values && values.length > 0) return { rows: (await pglite.query(text, values)).rows };
      // pg-boss sends multi-statement scripts without parameters: only exec runs those.
      const results = await pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    });
  const database: Database = {
    kind: 'pglite',
    db,
    writes,
    queueConnection: { db: { executeSql } },
    notifications: createLocalNotifications(),
    check: () => checkDatabase(db, `PGlite ${dataDir}`),
    close: async () => {
      await db.destroy();
      await lock.run(() => pglite.close());
    },
  };
  return { database, pglite };
}

/** The installed PGlite's version: a template is only loaded by the PGlite that wrote it. */
function pgliteVersion(): string {
  const entryPath = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  let directory = path.dirname(entryPath);
  while (!existsSync(path.join(directory, 'package.json'))) {
    if (path.dirname(directory) === directory) throw new Error(`No package.json above ${entryPath}`);
    directory = path.dirname(directory);
  }
  return (JSON.parse(readFileSync(path.join(directory, 'package.json'), 'utf8')) as { version: string }).version;
}

function openPostgres(location: Extract<DatabaseLocation, { kind: 'postgres' }>): Database {
  const pool = new pg.Pool({ connectionString: location.connectionString, max: location.poolSize ?? 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the
  // process: the pool discards it and the next query opens a new one.
  pool.on('error', (error) => location.onConnectionError?.(error));
  const db = new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool }) });
  const host = new URL(location.connectionString).host;
  return {
    kind: 'postgres',
    writes: null,
    db,
    queueConnection: { connectionString: location.connectionString },
    notifications: createPostgresNotifications(
      location.connectionString,
      async (channel, payload) => void (await sql`select pg_notify(${channel}, ${payload})`.execute(db)),
      (error) => location.onConnectionError?.(error),
    ),
    check: () => checkDatabase(db, `PostgreSQL ${host}`),
    close: () => db.destroy(),
  };
}

async function checkDatabase(db: Kysely<DatabaseSchema>, name: string): Promise<ComponentCheck> {
  try {
    await sql`select 1`.execute(db);
    return { ok: true, detail: name };
  } catch (error) {
    return { ok: false, detail: `${name}: ${(error as Error).message}` };
  }
}
