import { sql, type Transaction } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';
import { WebhookEventRepository } from '../repositories/webhook-event.repository.ts';

export class InsufficientCreditsError extends Error {
  constructor(
    readonly balance: number,
    readonly needed: number,
  ) {
    super(`Not enough credits: ${needed} needed, ${balance} left`);
    this.name = 'InsufficientCreditsError';
  }
}

export interface LedgerChange {
  userId: string;
  /** Credits, positive. */
  amount: number;
  /** The same key twice changes the balance once. */
  idempotencyKey: string;
  reason: string;
  taskId?: string | null;
}

export interface LedgerResult {
  balanceAfter: number;
  isDuplicate: boolean;
}

/**
 * Takes credits, never below zero. Run inside the transaction that creates
 * what the credits pay for, after lockAccountBalance (see there for the
 * order), so concurrent debits of one user queue up and are checked one
 * after another.
 */
export async function debitCredits(trx: Transaction<DatabaseSchema>, change: LedgerChange): Promise<LedgerResult> {
  const result = await applyChange(trx, change, -change.amount);
  // The `credits.low` webhook event commits (or rolls back) with the debit.
  if (!result.isDuplicate) await new WebhookEventRepository(trx).recordLowCredits(change.userId, result.balanceAfter + change.amount, result.balanceAfter);
  return result;
}

/** Adds credits (plan grants, refunds). */
export async function grantCredits(trx: Transaction<DatabaseSchema>, change: LedgerChange): Promise<LedgerResult> {
  return applyChange(trx, change, change.amount);
}

/** What a clawback took: at most what was asked, at most the balance. */
export interface ClawbackResult extends LedgerResult {
  /** Credits taken back: 0 when the balance was empty, or on a duplicate. */
  takenCredits: number;
}

/**
 * Takes back credits a refunded payment granted, capped at the unspent
 * balance (what was spent stays spent). The entry is written even when it
 * takes nothing, so its key marks the refund as handled and credits earned
 * later are never taken for it. Once per idempotency key, like every change.
 */
export async function clawBackCredits(trx: Transaction<DatabaseSchema>, change: LedgerChange): Promise<ClawbackResult> {
  if (!Number.isInteger(change.amount) || change.amount <= 0) throw new RangeError('A ledger change is a positive whole number of credits');
  const balance = await lockAccountBalance(trx, change.userId);
  if (balance === undefined) throw new Error(`No user ${change.userId}`);
  if (await hasEntry(trx, change)) return { balanceAfter: balance, isDuplicate: true, takenCredits: 0 };
  const takenCredits = Math.min(change.amount, balance);
  await writeEntry(trx, change, balance, -takenCredits);
  return { balanceAfter: balance - takenCredits, isDuplicate: false, takenCredits };
}

/** Gives back every debit that paid for this task (a failed or cancelled job); safe to call twice. */
export async function refundTaskDebits(trx: Transaction<DatabaseSchema>, taskId: string): Promise<number> {
  const debits = await trx.selectFrom('credit_ledger').selectAll().where('task_id', '=', taskId).where('amount', '<', 0).execute();
  for (const debit of debits) {
    await grantCredits(trx, {
      userId: debit.user_id,
      amount: -debit.amount,
      idempotencyKey: `refund:${debit.idempotency_key}`,
      reason: `Refund: ${debit.reason}`,
      taskId,
    });
  }
  return debits.length;
}

/**
 * Every money path takes the account's balance lock first, before it writes
 * any row that references the account (a task, a project, a ledger entry).
 *
 * The lock is FOR NO KEY UPDATE, the lock the balance's own UPDATE takes: it
 * does not conflict with the KEY SHARE lock PostgreSQL takes on the user row
 * for every inserted row whose foreign key points at it. With FOR UPDATE, two
 * submits that had each inserted their task (each holding KEY SHARE) then both
 * waited to upgrade, and PostgreSQL killed one with 'deadlock detected'.
 * Taking it again later in the same transaction is free.
 */
export async function lockAccountBalance(trx: Transaction<DatabaseSchema>, userId: string): Promise<number | undefined> {
  const user = await sql<{ credit: number }>`select credit from users where id = ${userId} for no key update`.execute(trx);
  return user.rows[0]?.credit;
}

async function applyChange(trx: Transaction<DatabaseSchema>, change: LedgerChange, signedAmount: number): Promise<LedgerResult> {
  if (!Number.isInteger(change.amount) || change.amount <= 0) throw new RangeError('A ledger change is a positive whole number of credits');
  const balance = await lockAccountBalance(trx, change.userId);
  if (balance === undefined) throw new Error(`No user ${change.userId}`);
  if (await hasEntry(trx, change)) return { balanceAfter: balance, isDuplicate: true };
  if (balance + signedAmount < 0) throw new InsufficientCreditsError(balance, change.amount);
  return { balanceAfter: await writeEntry(trx, change, balance, signedAmount), isDuplicate: false };
}

async function hasEntry(trx: Transaction<DatabaseSchema>, change: LedgerChange): Promise<boolean> {
  const existing = await trx
    .selectFrom('credit_ledger')
    .select('balance_after')
    .where('user_id', '=', change.userId)
    .where('idempotency_key', '=', change.idempotencyKey)
    .executeTakeFirst();
  return existing !== undefined;
}

/** Writes the entry and the new balance; the caller holds the balance lock and checked the key. */
async function writeEntry(trx: Transaction<DatabaseSchema>, change: LedgerChange, balance: number, signedAmount: number): Promise<number> {
  const balanceAfter = balance + signedAmount;
  if (signedAmount !== 0) await trx.updateTable('users').set({ credit: balanceAfter }).where('id', '=', change.userId).execute();
  await trx
    .insertInto('credit_ledger')
    .values({
      user_id: change.userId,
      amount: signedAmount,
      balance_after: balanceAfter,
      reason: change.reason,
      idempotency_key: change.idempotencyKey,
      task_id: change.taskId ?? null,
    })
    .execute();
  return balanceAfter;
}
