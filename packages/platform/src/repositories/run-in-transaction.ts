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
