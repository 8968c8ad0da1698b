import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type Database } from '../database/open-database.ts';
import { defineJob, implementJob } from '../queue/job-definition.ts';
import { JobQueue } from '../queue/job-queue.ts';
import { JobRunner } from '../queue/job-runner.ts';
import { createScratchDatabase, requirePostgresForTest, type ScratchDatabase } from '../testing/scratch-postgres.ts';
import { clawBackCredits, debitCredits, grantCredits, InsufficientCreditsError } from './credit-ledger.ts';

async function createUser(database: Database, credit: number): Promise<string> {
  const user = await database.db
    .insertInto('users')
    .values({ status: 'user', email: `u${Date.now()}${Math.random()}@example.com`, nickname: 'u', plan: 'Free', credit: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await database.db
    .transaction()
    .execute((trx) => grantCredits(trx, { userId: user.id, amount: credit, idempotencyKey: 'welcome', reason: 'Welcome credits' }));
  return user.id;
}

async function expectParallelDebits(database: Database) {
  const userId = await createUser(database, 50);
  const outcomes = await Promise.allSettled(
    Array.from({ length: 100 }, (_, index) =>
      database.db.transaction().execute((trx) => debitCredits(trx, { userId, amount: 1, idempotencyKey: `debit-${index}`, reason: 'Test render' })),
    ),
  );
  const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled');
  const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
  expect(succeeded).toHaveLength(50);
  expect(refused.every((outcome) => outcome.reason instanceof InsufficientCreditsError)).toBe(true);
  const user = await database.db.selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow();
  expect(user.credit).toBe(0);
  const ledger = await database.db.selectFrom('credit_ledger').select(['amount', 'balance_after']).where('user_id', '=', userId).execute();
  expect(ledger.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
  expect(ledger).toHaveLength(51);
  expect(Math.min(...ledger.map((entry) => entry.balance_after))).toBe(0);
}

describe('credit ledger on PGlite', () => {
  let database: Database;
  afterAll(() => database?.close());

  it('lets exactly 50 of 100 parallel 1-credit debits through a balance of 50', async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    await expectParallelDebits(database);
  });

  it('debits once for the same idempotency key', async () => {
    const userId = await createUser(database, 10);
    const debit = () => database.db.transaction().execute((trx) => debitCredits(trx, { userId, amount: 3, idempotencyKey: 'same', reason: 'Once' }));
    expect(await debit()).toEqual({ balanceAfter: 7, isDuplicate: false });
    expect(await debit()).toEqual({ balanceAfter: 7, isDuplicate: true });
    const rows = await database.db.selectFrom('credit_ledger').select('amount').where('user_id', '=', userId).execute();
    expect(rows.map((row) => row.amount).sort()).toEqual([-3, 10]);
  });

  it('claws back at most the balance, once per key, and records a refund it could take nothing for', async () => {
    const userId = await createUser(database, 30);
    const clawBack = (key: string, amount: number) =>
      database.db.transaction().execute((trx) => clawBackCredits(trx, { userId, amount, idempotencyKey: key, reason: 'Refund: Credit pack (500 credits)' }));
    expect(await clawBack('refund:re_1', 12)).toEqual({ balanceAfter: 18, isDuplicate: false, takenCredits: 12 });
    expect(await clawBack('refund:re_1', 12)).toEqual({ balanceAfter: 18, isDuplicate: true, takenCredits: 0 });
    expect(await clawBack('refund:re_2', 500)).toEqual({ balanceAfter: 0, isDuplicate: false, takenCredits: 18 });
    expect(await clawBack('refund:re_3', 40)).toEqual({ balanceAfter: 0, isDuplicate: false, takenCredits: 0 });
    // Credits earned after a refund are not taken for it.
    await database.db.transaction().execute((trx) => grantCredits(trx, { userId, amount: 5, idempotencyKey: 'later', reason: 'Later' }));
    expect(await clawBack('refund:re_3', 40)).toEqual({ balanceAfter: 5, isDuplicate: true, takenCredits: 0 });
    const rows = await database.db
      .selectFrom('credit_ledger')
      .select(['amount', 'balance_after', 'idempotency_key'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('balance_after', 'desc')
      .execute();
    expect(rows.map((row) => `${row.idempotency_key} ${row.amount} ${row.balance_after}`)).toEqual([
      'welcome 30 30',
      'refund:re_1 -12 18',
      'refund:re_2 -18 0',
      'refund:re_3 0 0',
      'later 5 5',
    ]);
  });

  it('takes a paid job’s cost with the task and refunds it when the job fails for good', async () => {
    const userId = await createUser(database, 5);
    const failing = implementJob(defineJob({ name: 'test-paid-failing', payloadSchema: z.object({}), resultSchema: z.null(), retryLimit: 0 }), async () => {
      throw new Error('engine broke');
    });
    const queue = new JobQueue(database);
    await queue.start(() => {});
    await queue.register([failing]);
    await expect(queue.enqueue(failing, {}, { ownerId: userId, cost: { amount: 9, idempotencyKey: 'too-much', reason: 'Too much' } })).rejects.toThrow(
      InsufficientCreditsError,
    );
    expect(await database.db.selectFrom('tasks').select('id').where('owner_id', '=', userId).execute()).toEqual([]);
    const taskId = await queue.enqueue(failing, {}, { ownerId: userId, cost: { amount: 2, idempotencyKey: 'paid-1', reason: 'Render' } });
    expect((await database.db.selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow()).credit).toBe(3);
    const runner = new JobRunner(queue, [failing], { concurrency: 1 });
    await runner.start();
    let task = await queue.tasks.find(taskId);
    for (let tries = 0; tries < 100 && task?.status !== 'failed'; tries += 1) {
      await sleep(100);
      task = await queue.tasks.find(taskId);
    }
    await runner.stop(200);
    expect(task?.status).toBe('failed');
    expect((await database.db.selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow()).credit).toBe(5);
    const ledger = await database.db.selectFrom('credit_ledger').select(['amount', 'reason']).where('task_id', '=', taskId).orderBy('created_at').execute();
    expect(ledger).toEqual([
      { amount: -2, reason: 'Render' },
      { amount: 2, reason: 'Refund: Render' },
    ]);
  });
});

const reachable = await requirePostgresForTest('credit concurrency test');

describe.skipIf(!reachable)('credit ledger on PostgreSQL', () => {
  let scratch: ScratchDatabase | undefined;
  let database: Database;
  afterAll(async () => {
    await database?.close();
    await scratch?.drop();
  });

  it('lets exactly 50 of 100 parallel debits through, on a real connection pool', async () => {
    scratch = await createScratchDatabase('talkreel_credits');
    database = await openDatabase({ kind: 'postgres', connectionString: scratch.url, poolSize: 20 });
    await expectParallelDebits(database);
  });
});
