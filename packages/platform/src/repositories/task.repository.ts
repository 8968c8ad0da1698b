import { sql, type Kysely, type Transaction } from 'kysely';
import { refundTaskDebits } from '../credits/credit-ledger.ts';
import type { DatabaseSchema, TaskRow, TaskStatus } from '../database/database-schema.ts';
import { runInTransaction } from './run-in-transaction.ts';
import { WebhookEventRepository } from './webhook-event.repository.ts';

type Executor = Kysely<DatabaseSchema> | Transaction<DatabaseSchema>;

/** One run of a task: the attempt number fences everything the run writes. */
export interface TaskRun {
  taskId: string;
  attempt: number;
}

/** Why a delivery did not start its task. */
export type ClaimOutcome =
  | { kind: 'claimed'; task: TaskRow }
  /** Finished, cancelled, running elsewhere, or this delivery is not the task's current one: do nothing. */
  | { kind: 'not-startable' }
  /** The owner already runs as many heavy jobs as allowed: the task waits. */
  | { kind: 'owner-busy' };

/** Reads and writes the tasks table: the status, progress and result that polling endpoints show. */
export class TaskRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(
    task: { kind: string; ownerId: string | null; payload: unknown; retryLimit: number; queueJobId: string },
    executor: Executor = this.db,
  ): Promise<string> {
    const row = await executor
      .insertInto('tasks')
      .values({
        kind: task.kind,
        owner_id: task.ownerId,
        payload: JSON.stringify(task.payload),
        status: 'queued',
        progress: 0,
        attempts: 0,
        cancel_requested: false,
        retry_limit: task.retryLimit,
        queue_job_id: task.queueJobId,
        heartbeat_at: null,
        worker_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Inside a transaction: locks the owner's row, so the owner's parallel
   * requests take turns until it ends, then counts their tasks of this kind
   * still queued or running (a per-user limit that parallel requests cannot pass).
   */
  async lockOwnerAndCountUnfinished(ownerId: string, kind: string): Promise<number> {
    await this.db.selectFrom('users').select('id').where('id', '=', ownerId).forUpdate().executeTakeFirst();
    const { count } = await this.db
      .selectFrom('tasks')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('owner_id', '=', ownerId)
      .where('kind', '=', kind)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async find(taskId: string, executor: Executor = this.db): Promise<TaskRow | undefined> {
    return executor.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  }

  /**
   * Starts a run for one delivery (pg-boss job) of a task: queued → running,
   * attempt + 1, first heartbeat. Only the task's current delivery may start
   * it (tasks queued before deliveries were recorded accept any), so a stale
   * or duplicate delivery never runs a task twice at once. With `heavyLimit`,
   * the owner's running heavy tasks are counted under a per-owner advisory
   * lock, so two workers cannot both take the owner's last free place.
   */
  async claim(taskId: string, delivery: { queueJobId: string; workerId: string; heavyLimit?: { kinds: string[]; perOwner: number } }): Promise<ClaimOutcome> {
    return runInTransaction(this.db, async (trx) => {
      const task = await trx.selectFrom('tasks').select(['owner_id', 'status']).where('id', '=', taskId).executeTakeFirst();
      if (!task || task.status !== 'queued') return { kind: 'not-startable' } as const;
      const { heavyLimit } = delivery;
      if (heavyLimit && task.owner_id) {
        await sql`select pg_advisory_xact_lock(hashtext('talkreel-heavy-jobs'), hashtext(${task.owner_id}))`.execute(trx);
        const running = await trx
          .selectFrom('tasks')
          .select(trx.fn.countAll<string>().as('count'))
          .where('owner_id', '=', task.owner_id)
          .where('status', '=', 'running')
          .where('kind', 'in', heavyLimit.kinds)
          .executeTakeFirstOrThrow();
        if (Number(running.count) >= heavyLimit.perOwner) return { kind: 'owner-busy' } as const;
      }
      const claimed = await trx
        .updateTable('tasks')
        .set({ status: 'running', attempts: sql`attempts + 1`, worker_id: delivery.workerId, heartbeat_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', taskId)
        .where('status', '=', 'queued')
        .where('cancel_requested', '=', false)
        .where((eb) => eb.or([eb('queue_job_id', '=', delivery.queueJobId), eb('queue_job_id', 'is', null)]))
        .returningAll()
        .executeTakeFirst();
      return claimed ? ({ kind: 'claimed', task: claimed } as const) : ({ kind: 'not-startable' } as const);
    });
  }

  /**
   * Proves these runs alive; returns the ids of those still theirs. A run
   * missing from the answer was taken over (its heartbeat went stale and a
   * monitor re-queued it) and must stop without writing anything.
   */
  async heartbeat(runs: TaskRun[], workerId: string): Promise<Set<string>> {
    if (runs.length === 0) return new Set();
    const pairs = sql.join(runs.map((run) => sql`(${run.taskId}::uuid, ${run.attempt}::integer)`));
    const rows = await this.db
      .updateTable('tasks')
      .set({ heartbeat_at: sql`now()` })
      .where('status', '=', 'running')
      .where('worker_id', '=', workerId)
      .where(sql<boolean>`(id, attempts) in (${pairs})`)
      .returning('id')
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  async setProgress(taskId: string, percent: number, stage?: string): Promise<void> {
    await this.db
      .updateTable('tasks')
      .set({ progress: sql`greatest(progress, ${Math.round(percent)})`, ...(stage === undefined ? {} : { stage }), updated_at: sql`now()` })
      .where('id', '=', taskId)
      .where('status', '=', 'running')
      .execute();
  }

  /**
   * Ends a run. With `attempt`, only that run may end it (a run that outlived
   * its worker's heartbeat while a newer attempt took over changes nothing).
   */
  async finish(
    taskId: string,
    status: Extract<TaskStatus, 'done' | 'failed' | 'cancelled'>,
    fields: { result?: unknown; errorMessage?: string; attempt?: number },
    executor: Executor = this.db,
  ): Promise<boolean> {
    if (!executor.isTransaction) {
      // A job that will not finish gives back what it cost, and a render's webhook event is written, in the same transaction.
      return executor.transaction().execute((trx) => this.finish(taskId, status, fields, trx));
    }
    let query = executor
      .updateTable('tasks')
      .set({
        status,
        ...(status === 'done' ? { progress: 100 } : {}),
        ...(fields.result !== undefined ? { result: JSON.stringify(fields.result) } : {}),
        error_message: fields.errorMessage ?? null,
        heartbeat_at: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', taskId);
    if (fields.attempt !== undefined) query = query.where('attempts', '=', fields.attempt).where('status', '=', 'running');
    const result = await query.executeTakeFirst();
    const isUpdated = Number(result.numUpdatedRows) > 0;
    // The outbox event before the refund: the batch row it may lock comes before the balance (see recordTaskOutcome).
    if (isUpdated && status !== 'cancelled') await new WebhookEventRepository(executor).recordTaskOutcome(taskId, status);
    if (isUpdated && (status === 'failed' || status === 'cancelled')) await refundTaskDebits(executor as Transaction<DatabaseSchema>, taskId);
    return isUpdated;
  }

  /**
   * Puts a running task back in the queue for a new delivery (fenced by
   * attempt). `countsAsFailure` spends one of its retries: errors and dead
   * workers do, a worker shutting down does not.
   */
  async requeue(
    trx: Transaction<DatabaseSchema>,
    run: TaskRun,
    fields: { queueJobId: string; errorMessage: string; countsAsFailure: boolean },
  ): Promise<boolean> {
    const result = await trx
      .updateTable('tasks')
      .set({
        status: 'queued',
        queue_job_id: fields.queueJobId,
        error_message: fields.errorMessage,
        failed_runs: fields.countsAsFailure ? sql`failed_runs + 1` : sql`failed_runs`,
        heartbeat_at: null,
        worker_id: null,
        updated_at: sql`now()`,
      })
      .where('id', '=', run.taskId)
      .where('attempts', '=', run.attempt)
      .where('status', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Hands a queued task to a new delivery (the old one becomes a no-op); false if it is no longer waiting on `fromQueueJobId`. */
  async moveDelivery(trx: Transaction<DatabaseSchema>, taskId: string, fromQueueJobId: string, toQueueJobId: string): Promise<boolean> {
    const result = await trx
      .updateTable('tasks')
      .set({ queue_job_id: toQueueJobId })
      .where('id', '=', taskId)
      .where('status', '=', 'queued')
      .where((eb) => eb.or([eb('queue_job_id', '=', fromQueueJobId), eb('queue_job_id', 'is', null)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Locks one running task whose heartbeat is older than `stallSeconds`
   * (SKIP LOCKED: monitors in other processes take other rows, never the same one),
   * leaving out `excludedIds` (tasks this pass already failed to handle).
   */
  async lockOneStalled(trx: Transaction<DatabaseSchema>, stallSeconds: number, excludedIds: readonly string[] = []): Promise<TaskRow | undefined> {
    return trx
      .selectFrom('tasks')
      .selectAll()
      .where('status', '=', 'running')
      .$if(excludedIds.length > 0, (query) => query.where('id', 'not in', excludedIds))
      .where(sql<boolean>`coalesce(heartbeat_at, updated_at) < now() - make_interval(secs => ${stallSeconds})`)
      .orderBy('heartbeat_at')
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  }

  /**
   * Locks one queued task whose current delivery can no longer start it:
   * - taken from pg-boss (state 'active') more than `stallSeconds` ago and
   *   never claimed: the worker died between the hand-out and the claim
   *   (pg-boss would only expire it after 15 minutes, and never send it again);
   * - ended ('failed', 'completed', 'cancelled') or gone while the task still
   *   waits on it: the worker's claim itself failed (a lost connection on a
   *   loaded machine, say), so pg-boss failed the delivery with nothing started.
   * Either way the task would wait forever. A delivery waiting to be handed
   * out ('created', 'retry') or handed out moments ago is left alone; SKIP
   * LOCKED skips a claim in progress, and a committed claim leaves 'queued'.
   * `excludedIds`: tasks this pass already failed to handle.
   */
  async lockOneUndelivered(trx: Transaction<DatabaseSchema>, stallSeconds: number, excludedIds: readonly string[] = []): Promise<TaskRow | undefined> {
    return trx
      .selectFrom('tasks')
      .selectAll()
      .where('status', '=', 'queued')
      .$if(excludedIds.length > 0, (query) => query.where('id', 'not in', excludedIds))
      .where('queue_job_id', 'is not', null)
      .where(
        sql<boolean>`not exists (
          select 1 from pgboss.job as delivery
          where delivery.name = tasks.kind and delivery.id = tasks.queue_job_id
            and (delivery.state in ('created', 'retry')
              or (delivery.state = 'active' and delivery.started_on >= now() - make_interval(secs => ${stallSeconds}))))`,
      )
      .limit(1)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  }

  /**
   * Runs `work` and marks the task done with its result in one transaction,
   * fenced by attempt: the work's database effects happen exactly once even
   * when a worker dies mid-job and the job runs again elsewhere.
   */
  async completeInTransaction<Result>(taskId: string, attempt: number, work: (trx: Transaction<DatabaseSchema>) => Promise<Result>): Promise<Result> {
    return runInTransaction(this.db, async (trx) => {
      const result = await work(trx);
      const isCurrent = await this.finish(taskId, 'done', { result: result ?? null, attempt }, trx);
      if (!isCurrent) throw new StaleAttemptError(taskId);
      return result;
    });
  }

  async requestCancel(taskId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('tasks')
      .set({ cancel_requested: true, updated_at: sql`now()` })
      .where('id', '=', taskId)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    // A queued task never starts: cancel it here (a running one is aborted by its runner).
    const queued = await this.find(taskId);
    if (queued?.status === 'queued') await this.finish(taskId, 'cancelled', { errorMessage: 'Cancelled' });
    return true;
  }

  /** The ids among these whose tasks are still queued or running. */
  async findUnfinished(taskIds: readonly string[]): Promise<string[]> {
    if (taskIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('tasks')
      .select('id')
      .where('id', 'in', [...taskIds])
      .where('status', 'in', ['queued', 'running'])
      .execute();
    return rows.map((row) => row.id);
  }

  /** The ids among these that someone asked to cancel. */
  async findCancelRequested(taskIds: string[]): Promise<string[]> {
    if (taskIds.length === 0) return [];
    const rows = await this.db.selectFrom('tasks').select('id').where('id', 'in', taskIds).where('cancel_requested', '=', true).execute();
    return rows.map((row) => row.id);
  }
}

/** A run tried to finish a task that a newer attempt (or a cancel) has taken over. */
export class StaleAttemptError extends Error {
  constructor(readonly taskId: string) {
    super(`Task ${taskId} was taken over by a newer attempt`);
    this.name = 'StaleAttemptError';
  }
}
