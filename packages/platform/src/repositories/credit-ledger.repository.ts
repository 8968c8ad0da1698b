import { sql, type Kysely } from 'kysely';
import { clawBackCredits, grantCredits, lockAccountBalance, type ClawbackResult, type LedgerChange, type LedgerResult } from '../credits/credit-ledger.ts';
import type { DatabaseSchema } from '../database/database-schema.ts';
import { subscriptionPlanStatuses } from './billing-customer.repository.ts';
import { requireTransaction, runInTransaction } from './run-in-transaction.ts';

export interface LedgerEntry {
  id: string;
  amount: number;
  balance_after: number;
  reason: string;
  created_at: string;
}

/**
 * The append-only credit ledger. Changes go through the platform's
 * credit-ledger (`packages/platform/src/credits`), which locks the account's
 * balance first (the money lock order, `lockAccountBalance`); on repositories
 * bound to a transaction they join it.
 */
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

  /** Adds credits once per idempotency key, in the bound transaction or a new one. */
  grant(change: LedgerChange): Promise<LedgerResult> {
    return runInTransaction(this.db, (trx) => grantCredits(trx, change));
  }

  /** Takes back a refund's credits, at most the balance, once per idempotency key (`clawBackCredits`). */
  clawBack(change: LedgerChange): Promise<ClawbackResult> {
    return runInTransaction(this.db, (trx) => clawBackCredits(trx, change));
  }

  /**
   * Takes the account's balance lock (`lockAccountBalance`: before any row
   * that references the account is written) and returns the balance; undefined
   * when there is no such user. On bound repositories only.
   */
  lockBalance(userId: string): Promise<number | undefined> {
    return lockAccountBalance(requireTransaction(this.db, 'CreditLedgerRepository.lockBalance'), userId);
  }

  /**
   * Up to `limit` signed-up accounts made before `signedUpBefore` with no
   * entry under `idempotencyKey` yet, by id (the monthly grant's next batch).
   * Accounts whose plan comes from a subscription are left out: their paid
   * periods grant their credits (billing's invoice grants).
   */
  findAccountsWithoutEntry(idempotencyKey: string, signedUpBefore: Date, limit: number): Promise<{ id: string; plan: string }[]> {
    return this.db
      .selectFrom('users')
      .select(['id', 'plan'])
      .where('status', '=', 'user')
      .where('created_at', '<', signedUpBefore)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('credit_ledger')
              .select(sql`1`.as('one'))
              .whereRef('credit_ledger.user_id', '=', 'users.id')
              .where('credit_ledger.idempotency_key', '=', idempotencyKey),
          ),
        ),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('billing_customers')
              .select(sql`1`.as('one'))
              .whereRef('billing_customers.user_id', '=', 'users.id')
              .where('billing_customers.status', 'in', subscriptionPlanStatuses),
          ),
        ),
      )
      .orderBy('id')
      .limit(limit)
      .execute();
  }
}
