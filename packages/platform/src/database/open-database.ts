import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { ComponentCheck } from '../storage/storage.ts';
import type { DatabaseSchema } from './database-schema.ts';
import { migrateToLatest } from './migrate-to-latest.ts';
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
  check(): Promise<ComponentCheck>;
  close(): Promise<void>;
}

export type DatabaseLocation =
  | { kind: 'pglite'; dataDir: string | 'memory://' }
  | { kind: 'postgres'; connectionString: string; poolSize?: number; onConnectionError?: (error: Error) => void };

/** Opens the database and applies migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  const database = location.kind === 'pglite' ? await openPglite(location.dataDir) : openPostgres(location);
  await migrateToLatest(database.db as Kysely<unknown>);
  return database;
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir);
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
  return {
    kind: 'pglite',
    db,
    writes,
    queueConnection: { db: { executeSql } },
    check: () => checkDatabase(db, `PGlite ${dataDir}`),
    close: async () => {
      await db.destroy();
      await lock.run(() => pglite.close());
    },
  };
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
