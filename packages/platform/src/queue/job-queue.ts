import { randomUUID } from 'node:crypto';
import { CompiledQuery, sql, type Transaction } from 'kysely';
import PgBoss from 'pg-boss';
import { debitCredits, lockAccountBalance } from '../credits/credit-ledger.ts';
import type { DatabaseSchema } from '../database/database-schema.ts';
import type { Database } from '../database/open-database.ts';
import type { ComponentCheck } from '../storage/storage.ts';
import type { AnyJobDefinition, JobDefinition } from './job-definition.ts';
import { TaskRepository, type TaskRun } from '../repositories/task.repository.ts';

/** pg_advisory_lock key held while a process creates its queues (any fixed bigint; 'TRQUEUES' in ASCII). */
const queueCreationLockKey = 0x5452515545554553n;
/** A job that lost its run goes ahead of first runs; background work goes behind them. */
const resumptionPriority = 1;
const backgroundPriority = -10;

/** The pg-boss job body: the payload itself lives in the tasks row. */
export interface QueuedJobData {
  taskId: string;
}

export interface JobQueueOptions {
  /** How often pg-boss fails jobs past their expiry, the long backstop (default 60 s; tests use 1 s). */
  maintenanceIntervalSeconds?: number;
  /** How often runners prove their runs alive, and how often this process looks for stalled ones (default 5). */
  heartbeatSeconds?: number;
  /** A run whose heartbeat is older than this lost its worker (default 30). */
  stallSeconds?: number;
}

/** What the stalled-task monitor did with one task whose worker stopped. */
export interface ReapedTask {
  taskId: string;
  kind: string;
  /** The run that was lost (for 'redelivered', the last run before the delivery that never started). */
  attempt: number;
  /**
   * 'redelivered': the delivery ended, or its worker took it and died, before the run started; a new one is sent,
   * no retry spent ('cancelled' instead when a cancel was asked).
   */
  outcome: 'queued' | 'failed' | 'cancelled' | 'redelivered';
}

/**
 * The job queue on the product's own database. The `tasks` row is the truth
 * (status, attempts, retries left); a pg-boss job is one delivery of a task
 * (SKIP LOCKED hand-out, delays, expiry as a long backstop). Retries are new
 * deliveries sent in the transaction that re-queues the task, and the task
 * names its current delivery, so a stale one starts nothing.
 */
export class JobQueue {
  readonly boss: PgBoss;
  readonly tasks: TaskRepository;
  readonly heartbeatSeconds: number;
  readonly stallSeconds: number;
  #started = false;
  #monitorTimer: NodeJS.Timeout | undefined;
  #reaping: Promise<ReapedTask[]> | undefined;
  #onError: (error: Error) => void = () => {};

  constructor(
    private readonly database: Database,
    options: JobQueueOptions = {},
  ) {
    this.boss = new PgBoss({
      ...database.queueConnection,
      schema: 'pgboss',
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    } as PgBoss.ConstructorOptions);
    this.tasks = new TaskRepository(database.db);
    this.heartbeatSeconds = options.heartbeatSeconds ?? 5;
    this.stallSeconds = options.stallSeconds ?? 30;
  }

  /** Starts pg-boss and this process's stalled-task monitor (every process runs one; they never take the same task). */
  async start(onError: (error: Error) => void): Promise<void> {
    this.#onError = onError;
    this.boss.on('error', onError);
    await this.boss.start();
    this.#started = true;
    this.#monitorTimer = setInterval(() => void this.reapStalledTasks().catch(onError), this.heartbeatSeconds * 1000);
    this.#monitorTimer.unref();
  }

  /**
   * Creates (or updates) one pg-boss queue per job definition. pg-boss itself
   * never retries: a failed or lost run is re-queued by the runner or the
   * monitor, which count its retries on the task.
   */
  async register(definitions: readonly AnyJobDefinition[]): Promise<void> {
    const createQueues = async () => {
      for (const definition of definitions) {
        const options = {
          retryLimit: 0,
          expireInSeconds: definition.expireInSeconds ?? 900,
        };
        await this.boss.createQueue(definition.name, { name: definition.name, ...options });
        await this.boss.updateQueue(definition.name, { name: definition.name, ...options });
      }
    };
    // PGlite is one process's own database; nothing else creates queues there.
    if (this.database.kind !== 'postgres') return createQueues();
    // Processes that start together (two workers after a deploy) would create the same new queues at once,
    // and pg-boss's partition attach then deadlocks one of them: one process at a time, under a session lock.
    await this.database.db.connection().execute(async (connection) => {
      await sql`select pg_advisory_lock(${queueCreationLockKey})`.execute(connection);
      try {
        await createQueues();
      } finally {
        await sql`select pg_advisory_unlock(${queueCreationLockKey})`.execute(connection);
      }
    });
  }

  /**
   * Validates the payload, then in one transaction records a queued task,
   * takes its cost in credits (if any; InsufficientCreditsError leaves
   * nothing behind) and hands the job to the queue.
   */
  async enqueue<Payload>(
    definition: JobDefinition<Payload, unknown>,
    payload: Payload,
    options: {
      ownerId: string | null;
      cost?: JobCost;
      /** Rows that belong with the task (a render record, say), written in its transaction. */
      alsoInTransaction?: (trx: Transaction<DatabaseSchema>, taskId: string) => Promise<void>;
      /** The caller's transaction: the task commits (or rolls back) with what the caller wrote in it. */
      transaction?: Transaction<DatabaseSchema>;
      /** Work nobody waits for (the site's videos): delivered only when no user's job of its kind is waiting. */
      isBackground?: boolean;
    },
  ): Promise<string> {
    const validPayload = definition.payloadSchema.parse(payload);
    const inTransaction = <T>(work: (trx: Transaction<DatabaseSchema>) => Promise<T>): Promise<T> =>
      options.transaction ? work(options.transaction) : this.database.db.transaction().execute(work);
    return inTransaction(async (trx) => {
      // The money lock order (lockAccountBalance): the balance before the task row that references the account.
      if (options.cost && options.ownerId) await lockAccountBalance(trx, options.ownerId);
      const queueJobId = randomUUID();
      const taskId = await this.tasks.create(
        { kind: definition.name, ownerId: options.ownerId, payload: validPayload, retryLimit: definition.retryLimit ?? 2, queueJobId },
        trx,
      );
      if (options.cost) {
        if (!options.ownerId) throw new Error('A paid job needs an owner');
        await debitCredits(trx, { ...options.cost, userId: options.ownerId, taskId });
      }
      await options.alsoInTransaction?.(trx, taskId);
      await this.#deliver(trx, definition.name, taskId, queueJobId, { delaySeconds: 0, isResumption: false, isBackground: options.isBackground ?? false });
      return taskId;
    });
  }

  /**
   * Ends a run that did not finish: re-queued with a new delivery after
   * `delaySeconds`, or failed (refunded) when it was its last retry. Fenced by
   * attempt: 'stale' when the run no longer owns the task.
   */
  async retryRun(
    kind: string,
    run: TaskRun,
    failure: { errorMessage: string; finalErrorMessage?: string; countsAsFailure: boolean; delaySeconds: number },
  ): Promise<'queued' | 'failed' | 'stale'> {
    return this.database.db.transaction().execute(async (trx) => {
      const task = await this.tasks.find(run.taskId, trx);
      if (!task || task.status !== 'running' || task.attempts !== run.attempt) return 'stale';
      if (failure.countsAsFailure && task.failed_runs >= task.retry_limit) {
        const isFailed = await this.tasks.finish(
          run.taskId,
          'failed',
          { errorMessage: failure.finalErrorMessage ?? failure.errorMessage, attempt: run.attempt },
          trx,
        );
        return isFailed ? 'failed' : 'stale';
      }
      const queueJobId = randomUUID();
      if (!(await this.tasks.requeue(trx, run, { queueJobId, errorMessage: failure.errorMessage, countsAsFailure: failure.countsAsFailure }))) return 'stale';
      await this.#deliver(trx, kind, run.taskId, queueJobId, { delaySeconds: failure.delaySeconds, isResumption: true });
      return 'queued';
    });
  }

  /** A queued task waits: its delivery `queueJobId` is replaced by one that starts after `delaySeconds` (no retry spent). */
  async postponeDelivery(kind: string, taskId: string, queueJobId: string, delaySeconds: number): Promise<boolean> {
    return this.database.db.transaction().execute(async (trx) => {
      const nextQueueJobId = randomUUID();
      if (!(await this.tasks.moveDelivery(trx, taskId, queueJobId, nextQueueJobId))) return false;
      await this.#deliver(trx, kind, taskId, nextQueueJobId, { delaySeconds, isResumption: false });
      return true;
    });
  }

  /**
   * Takes every task whose heartbeat stopped for `stallSeconds` from its dead
   * worker: re-queued at once for another worker, or failed with a reason
   * (and refunded) when its retries are spent, or cancelled if that was asked;
   * and sends again every delivery a worker took but died before starting.
   * One task per transaction, rows locked with SKIP LOCKED, so monitors in
   * many processes share the work and never handle a task twice.
   */
  async reapStalledTasks(): Promise<ReapedTask[]> {
    // One pass at a time per process: a slow pass must not overlap the next tick.
    this.#reaping ??= this.#reapStalledTasks().finally(() => (this.#reaping = undefined));
    return this.#reaping;
  }

  async #reapStalledTasks(): Promise<ReapedTask[]> {
    const reaped: ReapedTask[] = [];
    // A task whose handling throws is reported and left for the next pass, so that it cannot hold up the others.
    const failedIds: string[] = [];
    /** Runs `handleOne`, a task a transaction, until it finds none. */
    const handleEach = async (handleOne: (trx: Transaction<DatabaseSchema>, onLocked: (taskId: string) => void) => Promise<ReapedTask | undefined>) => {
      for (;;) {
        let lockedId: string | undefined;
        try {
          const outcome = await this.database.db.transaction().execute((trx) => handleOne(trx, (taskId) => (lockedId = taskId)));
          if (!outcome) return;
          reaped.push(outcome);
        } catch (error) {
          // Finding one failed (the database went away, say): the pass ends, and the next tick tries again.
          if (!lockedId) throw error;
          failedIds.push(lockedId);
          this.#onError(error as Error);
        }
      }
    };
    await handleEach(async (trx, onLocked) => {
      const task = await this.tasks.lockOneStalled(trx, this.stallSeconds, failedIds);
      if (!task) return undefined;
      onLocked(task.id);
      const run = { taskId: task.id, attempt: task.attempts };
      const lost = { taskId: task.id, kind: task.kind, attempt: task.attempts };
      // The lost delivery must never come back through pg-boss's own expiry.
      if (task.queue_job_id) await this.boss.cancel(task.kind, task.queue_job_id, { db: transactionExecutor(trx) } as PgBoss.ConnectionOptions);
      if (task.cancel_requested) {
        await this.tasks.finish(task.id, 'cancelled', { errorMessage: 'Cancelled', attempt: task.attempts }, trx);
        return { ...lost, outcome: 'cancelled' };
      }
      const interruptions = task.failed_runs + 1;
      if (task.failed_runs >= task.retry_limit) {
        const errorMessage =
          `Stopped ${interruptions === 1 ? 'once' : `${interruptions} times`} because the machine running it went away ` +
          '(the worker was killed or lost power); no retries are left. Please try again.';
        await this.tasks.finish(task.id, 'failed', { errorMessage, attempt: task.attempts }, trx);
        return { ...lost, outcome: 'failed' };
      }
      const queueJobId = randomUUID();
      await this.tasks.requeue(trx, run, {
        queueJobId,
        errorMessage: 'The machine running it went away (the worker was killed or lost power); it runs again on another worker',
        countsAsFailure: true,
      });
      await this.#deliver(trx, task.kind, task.id, queueJobId, { delaySeconds: 0, isResumption: true });
      return { ...lost, outcome: 'queued' };
    });
    await handleEach(async (trx, onLocked) => {
      const task = await this.tasks.lockOneUndelivered(trx, this.stallSeconds, failedIds);
      if (!task?.queue_job_id) return undefined;
      onLocked(task.id);
      await this.boss.cancel(task.kind, task.queue_job_id, { db: transactionExecutor(trx) } as PgBoss.ConnectionOptions);
      // Its canceller may have died between asking and finishing it (a queued task is cancelled, not started).
      if (task.cancel_requested) {
        await this.tasks.finish(task.id, 'cancelled', { errorMessage: 'Cancelled' }, trx);
        return { taskId: task.id, kind: task.kind, attempt: task.attempts, outcome: 'cancelled' };
      }
      const queueJobId = randomUUID();
      // The old delivery, if its worker was only frozen, now starts nothing (the claim names the delivery).
      await this.tasks.moveDelivery(trx, task.id, task.queue_job_id, queueJobId);
      await this.#deliver(trx, task.kind, task.id, queueJobId, { delaySeconds: 0, isResumption: true });
      return { taskId: task.id, kind: task.kind, attempt: task.attempts, outcome: 'redelivered' };
    });
    return reaped;
  }

  /**
   * Sends one delivery of a task. A resumption (a run that was interrupted
   * or failed) goes ahead of first runs, so a dead worker's job is not sent
   * to the back of a long queue; a postponed one (owner over the heavy limit) does not.
   */
  async #deliver(
    trx: Transaction<DatabaseSchema>,
    kind: string,
    taskId: string,
    queueJobId: string,
    timing: { delaySeconds: number; isResumption: boolean; isBackground?: boolean },
  ): Promise<void> {
    // pg-boss hands out the highest priority first; first runs are sent at 0.
    const priority = timing.isResumption ? resumptionPriority : timing.isBackground ? backgroundPriority : 0;
    const sentId = await this.boss.send(kind, { taskId } satisfies QueuedJobData, {
      id: queueJobId,
      db: transactionExecutor(trx),
      ...(priority !== 0 ? { priority } : {}),
      ...(timing.delaySeconds > 0 ? { startAfter: Math.ceil(timing.delaySeconds) } : {}),
    } as PgBoss.SendOptions);
    // pg-boss inserts nothing, and says so only with null, for a queue it does not have: the task would never run.
    if (sentId !== queueJobId) throw new UnregisteredJobError(kind);
  }

  async check(): Promise<ComponentCheck> {
    if (!this.#started) return { ok: false, detail: 'queue not started' };
    try {
      const queues = await this.boss.getQueues();
      return { ok: true, detail: `pg-boss on ${this.database.kind}, ${queues.length} queues` };
    } catch (error) {
      return { ok: false, detail: (error as Error).message };
    }
  }

  /** Stops fetching; in-flight jobs get up to `graceMs` to finish, then are failed so another worker retries them. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.#started) return;
    this.#started = false;
    clearInterval(this.#monitorTimer);
    await this.#reaping?.catch(this.#onError);
    await this.boss.stop({ graceful: true, timeout: graceMs, close: true });
  }
}

/** What a job costs its owner: debited in the task's own transaction, refunded if the job fails. */
export interface JobCost {
  amount: number;
  idempotencyKey: string;
  reason: string;
}

/** pg-boss's `db` option bound to a Kysely transaction, so the job row commits with the task. */
function transactionExecutor(trx: Transaction<DatabaseSchema>) {
  return {
    executeSql: async (text: string, values?: unknown[]) => {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows };
    },
  };
}

/** A task of a kind whose pg-boss queue does not exist (its job definition was never registered): nothing could run it. */
export class UnregisteredJobError extends Error {
  constructor(readonly kind: string) {
    super(`No queue for job "${kind}": register its definition before queueing it`);
    this.name = 'UnregisteredJobError';
  }
}
