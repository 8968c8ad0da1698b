import { sql, type Kysely } from 'kysely';
import type { DatabaseSchema, TaskRow, TaskStatus } from '../database/database-schema.ts';

/** Reads and writes the tasks table: the status, progress and result that polling endpoints show. */
export class TaskRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(task: { kind: string; ownerId: string | null; payload: unknown }): Promise<string> {
    const row = await this.db
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

  async finish(taskId: string, status: Extract<TaskStatus, 'done' | 'failed' | 'cancelled' | 'queued'>, fields: { result?: unknown; errorMessage?: string }): Promise<void> {
    await this.db
      .updateTable('tasks')
      .set({
        status,
        ...(status === 'done' ? { progress: 100 } : {}),
        ...(fields.result !== undefined ? { result: JSON.stringify(fields.result) } : {}),
        error_message: fields.errorMessage ?? null,
        updated_at: sql`now()`,
      })
      .where('id', '=', taskId)
      .execute();
  }

  async requestCancel(taskId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('tasks')
      .set({ cancel_requested: true, updated_at: sql`now()` })
      .where('id', '=', taskId)
      .where('status', 'in', ['queued', 'running'])
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await this.db.updateTable('tasks').set({ status: 'cancelled' }).where('id', '=', taskId).where('status', '=', 'queued').execute();
    return true;
  }

  /** The ids among these that someone asked to cancel. */
  async findCancelRequested(taskIds: string[]): Promise<string[]> {
    if (taskIds.length === 0) return [];
    const rows = await this.db.selectFrom('tasks').select('id').where('id', 'in', taskIds).where('cancel_requested', '=', true).execute();
    return rows.map((row) => row.id);
  }
}
