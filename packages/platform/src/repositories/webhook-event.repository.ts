import { sql, type Kysely, type Selectable } from 'kysely';
import { lowCreditsThreshold, type WebhookEventType } from '@talkreel/contract';
import type { DatabaseSchema } from '../database/database-schema.ts';
import type { WebhookEventsTable } from '../database/developer-tables.ts';

export type WebhookEventRow = Selectable<WebhookEventsTable>;

/** A new event: its owner, type and `data` (the payload's `data` object). */
export interface NewWebhookEvent {
  ownerId: string;
  type: string;
  data: Record<string, unknown>;
  /** A render's callback_url, delivered besides the subscribed endpoints. */
  callbackUrl?: string | null;
  /** Set for an event that is delivered at once to one endpoint (a test event), which the dispatcher must leave alone. */
  dispatchedAt?: Date;
}

/**
 * The webhook outbox (`webhook_events`). Events are recorded inside the
 * transaction that changes what they report, by the code that changes it:
 * `TaskRepository.finish` (renders ending) and the credit ledger's debit.
 * An event is written only when someone listens (an enabled endpoint
 * subscribed to its type, or the render's callback_url), so accounts without
 * webhooks pay one small read.
 */
export class WebhookEventRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(event: NewWebhookEvent): Promise<WebhookEventRow> {
    return this.db
      .insertInto('webhook_events')
      .values({
        owner_id: event.ownerId,
        type: event.type,
        data: JSON.stringify(event.data),
        callback_url: event.callbackUrl ?? null,
        dispatched_at: event.dispatchedAt ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /**
   * The events of a render's task that just ended (call it in the same
   * transaction, after the task's status changed): `video.completed` or
   * `video.failed`; `podcast.completed` for a podcast's video; and
   * `batch.completed` when this was the last unfinished row of a batch. The
   * batch row is locked first, so two rows ending at once on PostgreSQL see
   * each other and exactly one of them records the batch's completion.
   */
  async recordTaskOutcome(taskId: string, status: 'done' | 'failed'): Promise<void> {
    const render = await this.db
      .selectFrom('renders')
      .innerJoin('projects', 'projects.id', 'renders.project_id')
      .innerJoin('tasks', 'tasks.id', 'renders.task_id')
      .leftJoin('webhook_callbacks', 'webhook_callbacks.task_id', 'renders.task_id')
      .select([
        'renders.project_id',
        'renders.workspace_index',
        'projects.kind',
        'projects.name',
        'projects.owner_id',
        'tasks.error_message',
        'tasks.result',
        'webhook_callbacks.url as callback_url',
      ])
      .where('renders.task_id', '=', taskId)
      .executeTakeFirst();
    if (!render) return;
    const subscribed = await this.#subscribedTypes(render.owner_id);
    const videoType: WebhookEventType = status === 'done' ? 'video.completed' : 'video.failed';
    const durationMs = (render.result as { durationMs?: unknown } | null)?.durationMs;
    const video = {
      project_id: render.project_id,
      index: render.workspace_index,
      task_id: taskId,
      name: render.name,
      kind: render.kind,
      status,
      ...(status === 'done' && typeof durationMs === 'number' ? { duration: Math.round(durationMs) / 1000 } : {}),
      ...(status === 'failed' ? { err_msg: render.error_message ?? '' } : {}),
    };
    if (subscribed.has(videoType) || render.callback_url) {
      await this.create({ ownerId: render.owner_id, type: videoType, data: video, callbackUrl: render.callback_url });
    }
    if (status === 'done' && render.kind === 'podcast' && subscribed.has('podcast.completed')) {
      await this.create({ ownerId: render.owner_id, type: 'podcast.completed', data: video });
    }
    if (render.kind === 'batch' && subscribed.has('batch.completed')) await this.#recordBatchCompletion(render.owner_id, render.project_id, render.name);
  }

  /** `credits.low` when a debit took the balance from `lowCreditsThreshold` or more to under it (in the debit's transaction). */
  async recordLowCredits(userId: string, balanceBefore: number, balanceAfter: number): Promise<void> {
    if (!(balanceBefore >= lowCreditsThreshold && balanceAfter < lowCreditsThreshold)) return;
    if (!(await this.#subscribedTypes(userId)).has('credits.low')) return;
    await this.create({ ownerId: userId, type: 'credits.low', data: { balance: balanceAfter, threshold: lowCreditsThreshold } });
  }

  /** Events not yet fanned out into deliveries, oldest first (a plain read, so an idle poll writes nothing). */
  async findUndispatchedIds(limit: number): Promise<string[]> {
    const rows = await this.db.selectFrom('webhook_events').select('id').where('dispatched_at', 'is', null).orderBy('created_at').limit(limit).execute();
    return rows.map((row) => row.id);
  }

  /** Inside a transaction: the event, locked, if no other dispatcher holds or has dispatched it. */
  async lockUndispatched(eventId: string): Promise<WebhookEventRow | undefined> {
    return this.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('id', '=', eventId)
      .where('dispatched_at', 'is', null)
      .forUpdate()
      .skipLocked()
      .executeTakeFirst();
  }

  async markDispatched(eventId: string, now: Date): Promise<void> {
    await this.db.updateTable('webhook_events').set({ dispatched_at: now }).where('id', '=', eventId).execute();
  }

  async #subscribedTypes(ownerId: string): Promise<Set<string>> {
    const rows = await this.db.selectFrom('webhook_endpoints').select('event_types').where('owner_id', '=', ownerId).where('disabled_at', 'is', null).execute();
    return new Set(rows.flatMap((row) => row.event_types));
  }

  async #recordBatchCompletion(ownerId: string, projectId: string, name: string): Promise<void> {
    await this.db.selectFrom('batches').select('project_id').where('project_id', '=', projectId).forUpdate().executeTakeFirst();
    const counts = await sql<{ total: string; done: string; failed: string; unfinished: string }>`
      select count(*) as total,
        count(*) filter (where tasks.status = 'done') as done,
        count(*) filter (where tasks.status in ('failed', 'cancelled')) as failed,
        count(*) filter (where tasks.status in ('queued', 'running')) as unfinished
      from (select distinct on (workspace_index) task_id from renders where project_id = ${projectId} order by workspace_index, created_at desc) latest
      join tasks on tasks.id = latest.task_id`.execute(this.db);
    const row = counts.rows[0];
    if (!row || Number(row.unfinished) > 0 || Number(row.total) === 0) return;
    await this.create({
      ownerId,
      type: 'batch.completed',
      data: { project_id: projectId, name, total: Number(row.total), done: Number(row.done), failed: Number(row.failed) },
    });
  }
}
