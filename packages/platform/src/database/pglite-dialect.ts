import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';
import type { SerialLock } from './serial-lock.ts';
import type { WriteCounter } from './write-counter.ts';

class PgliteConnection implements DatabaseConnection {
  constructor(
    private readonly pglite: PGlite,
    private readonly writes: WriteCounter,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    let result: Awaited<ReturnType<PGlite['query']>>;
    try {
      result = await this.pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    } finally {
      // A failed write may still have changed something (a statement in a transaction that later commits).
      this.writes.noteExecuted(compiledQuery.sql);
    }
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined ? { numAffectedRows: BigInt(affected) } : {}),
    };
  }

  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported on PGlite');
  }
}

class PgliteDriver implements Driver {
  readonly #connection: PgliteConnection;
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();

  constructor(
    private readonly pglite: PGlite,
    private readonly lock: SerialLock,
    writes: WriteCounter,
  ) {
    this.#connection = new PgliteConnection(pglite, writes);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.lock.acquire();
    // One physical connection: the lock, not the object, makes it exclusive.
    const connection = Object.create(this.#connection) as PgliteConnection;
    this.#releases.set(connection, release);
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  async destroy(): Promise<void> {
    // The owner closes PGlite after pg-boss has stopped using it.
  }
}

/** Kysely on an in-process PGlite, sharing one SerialLock with pg-boss; every statement is noted in `writes`. */
export class PgliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly lock: SerialLock,
    private readonly writes: WriteCounter,
  ) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite, this.lock, this.writes);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
}
