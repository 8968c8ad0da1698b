import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhookDeliveryStatus } from '../database/developer-tables.ts';

export type WebhookDeliveryRow = Selectable<WebhookDeliveriesTable>;
export type WebhookAttemptRow = Selectable<WebhookAttemptsTable>;

/** A delivery with what an attempt needs: the event, the endpoint (if any) and the owner's address. */
export interface WebhookDeliveryToAttempt {
  delivery: WebhookDeliveryRow;
  event: { id: string; type: string; data: Record<string, unknown>; createdAt: Date };
  endpoint: { id: string; url: string; secret: string; disabledAt: Date | null; failingSince: Date | null } | null;
  ownerEmail: string | null;
}

/** A delivery as the log shows it, with its attempts newest first. */
export interface WebhookDeliveryLogEntry extends WebhookDeliveryRow {
  eventType: string;
  attempts: WebhookAttemptRow[];
}

/** One event to one destination (`webhook_deliveries`) and every try of it (`webhook_attempts`). */
export class WebhookDeliveryRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** `id` is chosen by the caller: the delivery task's payload names it before the row exists. */
  async create(delivery: {
    id: string;
    eventId: string;
    ownerId: string;
    endpointId: string | null;
    callbackUrl: string | null;
    taskId: string;
  }): Promise<void> {
    await this.db
      .insertInto('webhook_deliveries')
      .values({
        id: delivery.id,
        event_id: delivery.eventId,
        owner_id: delivery.ownerId,
        endpoint_id: delivery.endpointId,
        callback_url: delivery.callbackUrl,
        task_id: delivery.taskId,
      })
      .execute();
  }

  async findToAttempt(deliveryId: string): Promise<WebhookDeliveryToAttempt | undefined> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .innerJoin('users', 'users.id', 'webhook_deliveries.owner_id')
      .leftJoin('webhook_endpoints', 'webhook_endpoints.id', 'webhook_deliveries.endpoint_id')
      .selectAll('webhook_deliveries')
      .select([
        'webhook_events.type as event_type',
        'webhook_events.data as event_data',
        'webhook_events.created_at as event_created_at',
        'webhook_endpoints.url as endpoint_url',
        'webhook_endpoints.secret as endpoint_secret',
        'webhook_endpoints.disabled_at as endpoint_disabled_at',
        'webhook_endpoints.failing_since as endpoint_failing_since',
        'users.email as owner_email',
      ])
      .where('webhook_deliveries.id', '=', deliveryId)
      .executeTakeFirst();
    if (!row) return undefined;
    const {
      event_type: type,
      event_data: data,
      event_created_at: createdAt,
      endpoint_url: url,
      endpoint_secret: secret,
      endpoint_disabled_at: disabledAt,
      endpoint_failing_since: failingSince,
      owner_email: ownerEmail,
      ...delivery
    } = row;
    return {
      delivery,
      event: { id: delivery.event_id, type, data, createdAt },
      endpoint: delivery.endpoint_id && url !== null && secret !== null ? { id: delivery.endpoint_id, url, secret, disabledAt, failingSince } : null,
      ownerEmail,
    };
  }

  /** Attempts made so far: in all, and in the series of task `taskId`. */
  async countAttempts(deliveryId: string, taskId: string): Promise<{ total: number; inSeries: number }> {
    const row = await this.db
      .selectFrom('webhook_attempts')
      .select([(select) => select.fn.countAll<string>().as('total'), sql<string>`count(*) filter (where task_id = ${taskId})`.as('in_series')])
      .where('delivery_id', '=', deliveryId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), inSeries: Number(row.in_series) };
  }

  async recordAttempt(attempt: {
    deliveryId: string;
    taskId: string;
    attempt: number;
    statusCode: number | null;
    responseTimeMs: number;
    error: string;
  }): Promise<void> {
    await this.db
      .insertInto('webhook_attempts')
      .values({
        delivery_id: attempt.deliveryId,
        task_id: attempt.taskId,
        attempt: attempt.attempt,
        status_code: attempt.statusCode,
        response_time_ms: attempt.responseTimeMs,
        error: attempt.error,
      })
      .execute();
  }

  async setStatus(deliveryId: string, status: WebhookDeliveryStatus, now: Date): Promise<void> {
    await this.db.updateTable('webhook_deliveries').set({ status, updated_at: now }).where('id', '=', deliveryId).execute();
  }

  /** A new series of attempts by task `taskId` (a resend); false when the delivery is still pending. */
  async restartSeries(deliveryId: string, taskId: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_deliveries')
      .set({ status: 'pending', task_id: taskId, updated_at: now })
      .where('id', '=', deliveryId)
      .where('status', '<>', 'pending')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** The owner's delivery to that endpoint. */
  async findOwned(ownerId: string, endpointId: string, deliveryId: string): Promise<WebhookDeliveryRow | undefined> {
    return this.db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('id', '=', deliveryId)
      .where('owner_id', '=', ownerId)
      .where('endpoint_id', '=', endpointId)
      .executeTakeFirst();
  }

  /** The endpoint's newest deliveries with their attempts (the owner's only). */
  async listByEndpoint(ownerId: string, endpointId: string, limit: number): Promise<WebhookDeliveryLogEntry[]> {
    return this.#withAttempts(
      await this.db
        .selectFrom('webhook_deliveries')
        .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
        .selectAll('webhook_deliveries')
        .select('webhook_events.type as eventType')
        .where('webhook_deliveries.owner_id', '=', ownerId)
        .where('webhook_deliveries.endpoint_id', '=', endpointId)
        .orderBy('webhook_deliveries.created_at', 'desc')
        .orderBy('webhook_deliveries.id', 'desc')
        .limit(limit)
        .execute(),
    );
  }

  /** One delivery as the log shows it. */
  async findLogEntry(deliveryId: string): Promise<WebhookDeliveryLogEntry | undefined> {
    const row = await this.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .selectAll('webhook_deliveries')
      .select('webhook_events.type as eventType')
      .where('webhook_deliveries.id', '=', deliveryId)
      .executeTakeFirst();
    return row ? (await this.#withAttempts([row]))[0] : undefined;
  }

  async #withAttempts<Row extends WebhookDeliveryRow & { eventType: string }>(deliveries: Row[]): Promise<(Row & { attempts: WebhookAttemptRow[] })[]> {
    if (deliveries.length === 0) return [];
    const attempts = await this.db
      .selectFrom('webhook_attempts')
      .selectAll()
      .where(
        'delivery_id',
        'in',
        deliveries.map((delivery) => delivery.id),
      )
      .orderBy('attempt', 'desc')
      .execute();
    return deliveries.map((delivery) => ({ ...delivery, attempts: attempts.filter((attempt) => attempt.delivery_id === delivery.id) }));
  }
}
