import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';

/**
 * Runs `work` in a transaction of `db`. A repository built over a transaction
 * (`Repositories.boundTo`, `inTransaction`) runs it in that one: Kysely has no
 * nested transactions, and the caller's transaction is the one that must
 * commit or roll back the work.
 */
export function runInTransaction<Result>(db: Kysely<DatabaseSchema>, work: (trx: Transaction<DatabaseSchema>) => Promise<Result>): Promise<Result> {
  return db.isTransaction ? work(db as Transaction<DatabaseSchema>) : db.transaction().execute(work);
}

/**
 * The transaction a repository is bound to, for a method that takes a lock
 * held until commit (`FOR NO KEY UPDATE`, `pg_advisory_xact_lock`): outside a
 * transaction such a lock would be released at once and guard nothing, so an
 * unbound repository refuses rather than pretend.
 */
export function requireTransaction(db: Kysely<DatabaseSchema>, method: string): Transaction<DatabaseSchema> {
  if (!db.isTransaction) throw new Error(`${method} locks until commit: call it on repositories bound to a transaction (inTransaction)`);
  return db as Transaction<DatabaseSchema>;
}
