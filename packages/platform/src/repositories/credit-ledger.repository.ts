import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';

export interface LedgerEntry {
  id: string;
  amount: number;
  balance_after: number;
  reason: string;
  created_at: string;
}

/** Reads of the append-only credit ledger (changes go through the platform's credit-ledger, which locks the user's row). */
export class CreditLedgerRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** The user's entries, newest first; one row past the page tells whether there is more. */
  async findPageByUser(userId: string, page: number, pageSize: number): Promise<{ list: LedgerEntry[]; hasMore: boolean }> {
    const rows = await this.db
      .selectFrom('credit_ledger')
      .select(['id', 'amount', 'balance_after', 'reason', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .execute();
    return {
      list: rows.slice(0, pageSize).map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() })),
      hasMore: rows.length > pageSize,
    };
  }
}
