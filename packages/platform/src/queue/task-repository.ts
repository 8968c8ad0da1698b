import { sql, type Kysely, type Transaction } from 'kysely';
import { refundTaskDebits } from '../credits/credit-ledger.ts';
import type { DatabaseSchema, TaskRow, TaskStatus } from '../database/database-schema.ts';

/** Reads and writes the tasks table: the status, progress and result that polling endpoints show. */
export class TaskRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(
    task: { kind: string; ownerId: string | null; payload: unknown },
    executor: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.db,
  ): Promise<string> {
    const row = await executor
      .insertInto('tasks')
      .values({ kind: task.kind, owner_id: task.ownerId, payload: JSON.stringify(task.payload), status: 'queued', progress: 0, attempts: 0, cancel_requested: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async find(taskId: string): Promise<TaskRow | undefined> {
    return this.db.selectFrom('tasks').selectAll().where('id', '=', taskId).executeTakeFirst();
  }

  /** Marks a run as started; undefined when the task is already finished (a duplicate delivery). */
  async markRunning(taskId: string): Promise<TaskRow | undefined> {
    return this.db
      .updateTable('tasks')
      .set({ status: 'running', attempts: sql`attempts + 1`, updated_at: sql`now()` })
      .where('id', '=', taskId)
      .where('status', 'in', ['queued', 'running'])
      .where('cancel_requested', '=', false)
      .returningAll()
      .executeTakeFirst();
  }

  async setProgress(taskId: string, percent: number): Promise<void> {
    await this.db
      .updateTable('tasks')
      .set({ progress: sql`greatest(progress, ${Math.round(percent)})`, updated_at: sql`now()` })
      .where('id', '=', taskId)
      .where('status', '=', 'running')
      .execute();
  }

  /**
   * Ends a run. With `attempt`, only that run may end it (a run that outlived
   * its expiry while a newer attempt took over changes nothing).
   */
  async finish(
    taskId: string,
    status: Extract<TaskStatus, 'done' | 'failed' | 'cancelled' | 'queued'>,
    fields: { result?: unknown; errorMessage?: string; attempt?: number },
    executor: Kysely<DatabaseSchema> | Transaction<DatabaseSchema> = this.db,
  ): Promise<boolean> {
    if ((status === 'failed' || status === 'cancelled') && executor === this.db) {
      // A job that will not finish gives back what it cost, in the same transaction.
      return this.db.transaction().execute((trx) => this.finish(taskId, status, fields, trx));
    }
    let query = executor
      .updateTable('tasks')
      .set({
        status,
        ...(status === 'done' ? { progress: 100 } : {}),
        ...(fields.result !== undefined ? { result: JSON.stringify(fields.result) } : {}),
        error_message: fields.errorMessage ?? null,
        updated_at: sql`now()`,
      })
      .where('id', '=', taskId);
    if (fields.attempt !== undefined) query = query.where('attempts', '=', fields.attempt).where('status', '=', 'running');
    const result = await query.executeTakeFirst();
    const isUpdated = Number(result.numUpdatedRows) > 0;
    if (isUpdated && (status === 'failed' || status === 'cancelled')) await refundTaskDebits(executor as Transaction<DatabaseSchema>, taskId);
    return isUpdated;
  }

  /**
   * Runs `work` and marks the task done with its result in one transaction,
   * fenced by attempt: the work's database effects happen exactly once even
   * when a worker dies mid-job and the job runs again elsewhere.
   */
  async completeInTransaction<Result>(taskId: string, attempt: number, work: (trx: Transaction<DatabaseSchema>) => Promise<Result>): Promise<Result> {
    return this.db.transaction().execute(async (trx) => {
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
