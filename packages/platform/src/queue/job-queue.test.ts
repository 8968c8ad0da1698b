import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { grantCredits } from '../credits/credit-ledger.ts';
import { openDatabase, type Database } from '../database/open-database.ts';
import { defineJob } from './job-definition.ts';
import { JobQueue, UnregisteredJobError, type QueuedJobData } from './job-queue.ts';
import { StaleAttemptError } from '../repositories/task.repository.ts';

/** Only its definition: these tests play the dead workers themselves. */
const renderLikeJob = defineJob({ name: 'test-liveness', payloadSchema: z.object({}), resultSchema: z.object({}), retryLimit: 1 });
/** A queue of its own, so no earlier test's delivery is waiting in it. */
const orderedJob = defineJob({ name: 'test-priority', payloadSchema: z.object({}), resultSchema: z.object({}) });

describe('JobQueue: tasks whose worker died', () => {
  let database: Database;
  let queue: JobQueue;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    // The monitor's own timer stays out of the way (60 s) so each test calls it exactly when it means to.
    queue = new JobQueue(database, { heartbeatSeconds: 60, stallSeconds: 3 });
    await queue.start((error) => console.error(error));
    await queue.register([renderLikeJob, orderedJob]);
  });

  afterAll(async () => {
    await queue.stop(100);
    await database.close();
  });

  /** What a worker does before it dies: takes the delivery and starts the run. */
  async function startRunAndDie(taskId: string, workerId: string) {
    const [job] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(job?.data.taskId).toBe(taskId);
    const claim = await queue.tasks.claim(taskId, { queueJobId: job!.id, workerId });
    if (claim.kind !== 'claimed') throw new Error(`claim failed: ${claim.kind}`);
    // Its last heartbeat is older than the stall limit: the process is gone.
    await sql`update tasks set heartbeat_at = now() - interval '10 seconds' where id = ${taskId}`.execute(database.db);
    return { queueJobId: job!.id, attempt: claim.task.attempts };
  }

  async function pgBossState(queueJobId: string): Promise<string | undefined> {
    const result = await sql<{ state: string }>`select state from pgboss.job where id = ${queueJobId}`.execute(database.db);
    return result.rows[0]?.state;
  }

  it('re-queues a stalled run with a new delivery, fences the dead run out, then fails with a reason and a refund', async () => {
    const user = await database.db
      .insertInto('users')
      .values({ status: 'guest', nickname: 'n', plan: 'free', credit: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db
      .transaction()
      .execute((trx) => grantCredits(trx, { userId: user.id, amount: 10, reason: 'test grant', idempotencyKey: `grant-${user.id}` }));
    const taskId = await queue.enqueue(renderLikeJob, {}, { ownerId: user.id, cost: { amount: 4, idempotencyKey: `render-${user.id}`, reason: 'render' } });

    const first = await startRunAndDie(taskId, 'dead-worker-1');
    // A live heartbeat keeps a task: nothing is reaped while it is fresh.
    await sql`update tasks set heartbeat_at = now() where id = ${taskId}`.execute(database.db);
    expect(await queue.reapStalledTasks()).toEqual([]);
    await sql`update tasks set heartbeat_at = now() - interval '10 seconds' where id = ${taskId}`.execute(database.db);

    expect(await queue.reapStalledTasks()).toEqual([{ taskId, kind: renderLikeJob.name, attempt: 1, outcome: 'queued' }]);
    const requeued = await queue.tasks.find(taskId);
    expect(requeued).toMatchObject({ status: 'queued', failed_runs: 1, attempts: 1, heartbeat_at: null, worker_id: null });
    expect(requeued!.queue_job_id).not.toBe(first.queueJobId);
    expect(await pgBossState(first.queueJobId)).toBe('cancelled');
    expect(await pgBossState(requeued!.queue_job_id!)).toBe('created');

    // The dead run, if it was only frozen, can neither beat nor finish.
    expect(await queue.tasks.heartbeat([{ taskId, attempt: 1 }], 'dead-worker-1')).toEqual(new Set());
    await expect(queue.tasks.completeInTransaction(taskId, 1, async () => ({}))).rejects.toBeInstanceOf(StaleAttemptError);
    // The old delivery starts nothing.
    expect(await queue.tasks.claim(taskId, { queueJobId: first.queueJobId, workerId: 'late' })).toEqual({ kind: 'not-startable' });

    await startRunAndDie(taskId, 'dead-worker-2');
    expect(await queue.reapStalledTasks()).toEqual([{ taskId, kind: renderLikeJob.name, attempt: 2, outcome: 'failed' }]);
    const failed = await queue.tasks.find(taskId);
    expect(failed).toMatchObject({ status: 'failed', failed_runs: 1, attempts: 2 });
    expect(failed!.error_message).toBe(
      'Stopped 2 times because the machine running it went away (the worker was killed or lost power); no retries are left. Please try again.',
    );
    const balance = await database.db.selectFrom('users').select('credit').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(balance.credit).toBe(10);
    // Nothing left for pg-boss to hand out: the task cannot come back by itself.
    const [leftover] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(leftover).toBeUndefined();
  });

  it('cancels, rather than re-runs, a stalled task whose cancel was asked', async () => {
    const taskId = await queue.enqueue(renderLikeJob, {}, { ownerId: null });
    await startRunAndDie(taskId, 'dead-worker-3');
    expect(await queue.tasks.requestCancel(taskId)).toBe(true);
    expect(await queue.reapStalledTasks()).toEqual([{ taskId, kind: renderLikeJob.name, attempt: 1, outcome: 'cancelled' }]);
    expect(await queue.tasks.find(taskId)).toMatchObject({ status: 'cancelled', error_message: 'Cancelled' });
  });

  it('sends again a delivery whose worker took it and died before starting the run, without spending a retry', async () => {
    const taskId = await queue.enqueue(renderLikeJob, {}, { ownerId: null });
    const [taken] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(taken?.data.taskId).toBe(taskId);
    // Taken moments ago: its worker may still be about to start it.
    expect(await queue.reapStalledTasks()).toEqual([]);
    await sql`update pgboss.job set started_on = now() - interval '10 seconds' where id = ${taken!.id}`.execute(database.db);

    expect(await queue.reapStalledTasks()).toEqual([{ taskId, kind: renderLikeJob.name, attempt: 0, outcome: 'redelivered' }]);
    const waiting = await queue.tasks.find(taskId);
    expect(waiting).toMatchObject({ status: 'queued', failed_runs: 0, attempts: 0 });
    expect(waiting!.queue_job_id).not.toBe(taken!.id);
    expect(await pgBossState(taken!.id)).toBe('cancelled');
    // The old delivery starts nothing; the new one is handed out and starts the task.
    expect(await queue.tasks.claim(taskId, { queueJobId: taken!.id, workerId: 'late' })).toEqual({ kind: 'not-startable' });
    const [resent] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(resent).toMatchObject({ id: waiting!.queue_job_id, data: { taskId } });
    expect(await queue.tasks.claim(taskId, { queueJobId: resent!.id, workerId: 'alive' })).toMatchObject({ kind: 'claimed' });
    await queue.tasks.finish(taskId, 'done', { result: {}, attempt: 1 });
    expect(await queue.reapStalledTasks()).toEqual([]);
  });

  it('sends again, at once, a delivery that ended while its task still waited on it (the claim failed), and leaves waiting ones alone', async () => {
    const taskId = await queue.enqueue(renderLikeJob, {}, { ownerId: null });
    // Waiting to be handed out: nothing to do.
    expect((await queue.reapStalledTasks()).map((reaped) => reaped.taskId)).not.toContain(taskId);
    const [taken] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(taken?.data.taskId).toBe(taskId);
    // The worker's claim threw (a lost connection, say): pg-boss fails the delivery, the task still waits on it.
    await queue.boss.fail(renderLikeJob.name, taken!.id, new Error('Connection terminated'));
    expect(await pgBossState(taken!.id)).toBe('failed');

    expect(await queue.reapStalledTasks()).toEqual([{ taskId, kind: renderLikeJob.name, attempt: 0, outcome: 'redelivered' }]);
    const waiting = await queue.tasks.find(taskId);
    expect(waiting).toMatchObject({ status: 'queued', failed_runs: 0, attempts: 0 });
    expect(waiting!.queue_job_id).not.toBe(taken!.id);
    const [resent] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(resent).toMatchObject({ id: waiting!.queue_job_id, data: { taskId } });
    expect(await queue.tasks.claim(taskId, { queueJobId: resent!.id, workerId: 'alive' })).toMatchObject({ kind: 'claimed' });
    await queue.tasks.finish(taskId, 'done', { result: {}, attempt: 1 });
    expect(await queue.reapStalledTasks()).toEqual([]);
  });

  it('cancels a queued task whose delivery ended after its cancel was asked (the canceller died before finishing it)', async () => {
    const taskId = await queue.enqueue(renderLikeJob, {}, { ownerId: null });
    // requestCancel's first step only: the flag; a worker's claim then refuses the delivery, which pg-boss completes.
    await sql`update tasks set cancel_requested = true where id = ${taskId}`.execute(database.db);
    const [taken] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(await queue.tasks.claim(taskId, { queueJobId: taken!.id, workerId: 'alive' })).toEqual({ kind: 'not-startable' });
    await queue.boss.complete(renderLikeJob.name, taken!.id);

    expect(await queue.reapStalledTasks()).toEqual([{ taskId, kind: renderLikeJob.name, attempt: 0, outcome: 'cancelled' }]);
    expect(await queue.tasks.find(taskId)).toMatchObject({ status: 'cancelled', error_message: 'Cancelled' });
    const [leftover] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(leftover).toBeUndefined();
  });

  it('refuses to queue a job whose definition was never registered, leaving no task behind (pg-boss would silently take nothing)', async () => {
    const unregistered = defineJob({ name: 'test-unregistered', payloadSchema: z.object({}), resultSchema: z.object({}) });
    await expect(queue.enqueue(unregistered, {}, { ownerId: null })).rejects.toThrow(new UnregisteredJobError('test-unregistered').message);
    const left = await database.db.selectFrom('tasks').select('id').where('kind', '=', 'test-unregistered').execute();
    expect(left).toEqual([]);
  });

  it('reports a task it cannot send again and goes on with the others in the same pass', async () => {
    // A queued task of a kind with no queue (its definition was removed, say) and no delivery.
    const stuckId = await queue.tasks.create({ kind: 'test-removed-kind', ownerId: null, payload: {}, retryLimit: 0, queueJobId: randomUUID() });
    const taskId = await queue.enqueue(renderLikeJob, {}, { ownerId: null });
    const [taken] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    await queue.boss.fail(renderLikeJob.name, taken!.id, new Error('Connection terminated'));
    const errors: Error[] = [];
    const monitor = new JobQueue(database, { heartbeatSeconds: 60, stallSeconds: 3 });
    await monitor.start((error) => errors.push(error));
    try {
      expect(await monitor.reapStalledTasks()).toEqual([{ taskId, kind: renderLikeJob.name, attempt: 0, outcome: 'redelivered' }]);
      expect(errors.map((error) => error.message)).toEqual([new UnregisteredJobError('test-removed-kind').message]);
      // Still queued for the next pass, which tries again (and reports it again).
      expect(await queue.tasks.find(stuckId)).toMatchObject({ status: 'queued' });
      expect(await monitor.reapStalledTasks()).toEqual([]);
      expect(errors).toHaveLength(2);
    } finally {
      await monitor.stop(100);
      await database.db.deleteFrom('tasks').where('id', '=', stuckId).execute();
    }
    const [resent] = await queue.boss.fetch<QueuedJobData>(renderLikeJob.name, { batchSize: 1 });
    expect(resent?.data.taskId).toBe(taskId);
    expect(await queue.tasks.claim(taskId, { queueJobId: resent!.id, workerId: 'alive' })).toMatchObject({ kind: 'claimed' });
    await queue.tasks.finish(taskId, 'done', { result: {}, attempt: 1 });
  });

  it('reaps on its own timer, within the stall limit plus one heartbeat', async () => {
    const taskId = await queue.enqueue(renderLikeJob, {}, { ownerId: null });
    await startRunAndDie(taskId, 'dead-worker-4');
    const watchingQueue = new JobQueue(database, { heartbeatSeconds: 1, stallSeconds: 3 });
    await watchingQueue.start((error) => console.error(error));
    const startedAt = Date.now();
    let task = await queue.tasks.find(taskId);
    while (task?.status === 'running' && Date.now() - startedAt < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      task = await queue.tasks.find(taskId);
    }
    await watchingQueue.stop(100);
    expect(task).toMatchObject({ status: 'queued', failed_runs: 1 });
  });
  it('hands out a background job only after first runs of its kind, whatever the order they were queued in', async () => {
    const background = await queue.enqueue(orderedJob, {}, { ownerId: null, isBackground: true });
    const users = await queue.enqueue(orderedJob, {}, { ownerId: null });
    const taskIds = [];
    for (let index = 0; index < 2; index += 1) {
      const [job] = await queue.boss.fetch<QueuedJobData>(orderedJob.name, { batchSize: 1 });
      taskIds.push(job?.data.taskId);
    }
    expect(taskIds).toEqual([users, background]);
  });
});
