import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';

/** Renders' `callback_url`s (`webhook_callbacks`) and each account's secret that signs them (`webhook_callback_secrets`). */
export class WebhookCallbackRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Records a render's callback URL, in the transaction that queues the render. */
  async create(taskId: string, url: string): Promise<void> {
    await this.db.insertInto('webhook_callbacks').values({ task_id: taskId, url }).execute();
  }

  /** The owner's callback secret, made with `createSecret` the first time (parallel first calls agree on one). */
  async getOrCreateSecret(ownerId: string, createSecret: () => string): Promise<string> {
    await this.db
      .insertInto('webhook_callback_secrets')
      .values({ owner_id: ownerId, secret: createSecret() })
      .onConflict((conflict) => conflict.column('owner_id').doNothing())
      .execute();
    const row = await this.db.selectFrom('webhook_callback_secrets').select('secret').where('owner_id', '=', ownerId).executeTakeFirstOrThrow();
    return row.secret;
  }
}
