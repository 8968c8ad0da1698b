import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';
import type { WebhookEndpointsTable } from '../database/developer-tables.ts';

export type WebhookEndpointRow = Selectable<WebhookEndpointsTable>;

/** What an owner sets on an endpoint. */
export interface WebhookEndpointFields {
  url: string;
  description: string;
  eventTypes: readonly string[];
}

/** Why an endpoint its owner turned off is off. */
const turnedOffByOwner = 'Turned off by its owner';

/** Webhook endpoints (`webhook_endpoints`): where an account's events go, and the failure streak that turns one off. */
export class WebhookEndpointRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(endpoint: WebhookEndpointFields & { ownerId: string; secret: string }): Promise<WebhookEndpointRow> {
    return this.db
      .insertInto('webhook_endpoints')
      .values({
        owner_id: endpoint.ownerId,
        url: endpoint.url,
        description: endpoint.description,
        event_types: JSON.stringify(endpoint.eventTypes),
        secret: endpoint.secret,
        disabled_at: null,
        failing_since: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The owner's endpoints, oldest first. */
  async listByOwner(ownerId: string): Promise<WebhookEndpointRow[]> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('owner_id', '=', ownerId).orderBy('created_at').orderBy('id').execute();
  }

  /** Inside a transaction: locks the owner's row, so parallel creates take turns, then counts the owner's endpoints. */
  async lockOwnerAndCount(ownerId: string): Promise<number> {
    await this.db.selectFrom('users').select('id').where('id', '=', ownerId).forNoKeyUpdate().executeTakeFirst();
    const { count } = await this.db
      .selectFrom('webhook_endpoints')
      .select((select) => select.fn.countAll<string>().as('count'))
      .where('owner_id', '=', ownerId)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async findOwned(ownerId: string, endpointId: string): Promise<WebhookEndpointRow | undefined> {
    return this.db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpointId).where('owner_id', '=', ownerId).executeTakeFirst();
  }

  /**
   * Sets the owner's fields and turns the endpoint on or off. Turning it off
   * keeps an earlier reason (a failure streak); turning it on clears the
   * reason and the failure history.
   */
  async updateOwned(
    ownerId: string,
    endpointId: string,
    fields: WebhookEndpointFields & { enabled: boolean },
    now: Date,
  ): Promise<WebhookEndpointRow | undefined> {
    return this.db
      .updateTable('webhook_endpoints')
      .set({
        url: fields.url,
        description: fields.description,
        event_types: JSON.stringify(fields.eventTypes),
        disabled_at: fields.enabled ? null : sql<Date>`coalesce(disabled_at, ${now})`,
        disabled_reason: fields.enabled ? '' : sql<string>`case when disabled_at is null then ${turnedOffByOwner} else disabled_reason end`,
        failing_since: fields.enabled ? sql<Date | null>`case when disabled_at is null then failing_since else null end` : sql<Date | null>`failing_since`,
        updated_at: now,
      })
      .where('id', '=', endpointId)
      .where('owner_id', '=', ownerId)
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes the owner's endpoint (its deliveries cascade); false when there is none. */
  async deleteOwned(ownerId: string, endpointId: string): Promise<boolean> {
    const result = await this.db.deleteFrom('webhook_endpoints').where('id', '=', endpointId).where('owner_id', '=', ownerId).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The owner's enabled endpoints subscribed to the event type. */
  async findSubscribed(ownerId: string, eventType: string): Promise<WebhookEndpointRow[]> {
    return this.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('owner_id', '=', ownerId)
      .where('disabled_at', 'is', null)
      .where(sql<boolean>`event_types @> ${JSON.stringify([eventType])}::jsonb`)
      .orderBy('created_at')
      .execute();
  }

  /** A delivery got a 2xx: the failure streak ends. */
  async recordSuccess(endpointId: string): Promise<void> {
    await this.db.updateTable('webhook_endpoints').set({ failing_since: null }).where('id', '=', endpointId).where('failing_since', 'is not', null).execute();
  }

  /** An attempt failed: the streak starts now unless it is already running. Answers when it started. */
  async recordFailure(endpointId: string, now: Date): Promise<Date | null> {
    const row = await this.db
      .updateTable('webhook_endpoints')
      .set({ failing_since: sql<Date>`coalesce(failing_since, ${now})` })
      .where('id', '=', endpointId)
      .returning('failing_since')
      .executeTakeFirst();
    return row?.failing_since ?? null;
  }

  /** Turns the endpoint off after its deliveries kept failing; true when this call turned it off. */
  async disable(endpointId: string, reason: string, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('webhook_endpoints')
      .set({ disabled_at: now, disabled_reason: reason, updated_at: now })
      .where('id', '=', endpointId)
      .where('disabled_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
