import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, OutboxMailsTable } from '../database/database-schema.ts';

export type OutboxMailRow = Selectable<OutboxMailsTable>;

/** The dev outbox (`outbox_mails`): where mail goes while no SMTP_URL is set. */
export class OutboxMailRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(mail: { to: string; subject: string; text: string; html: string }): Promise<void> {
    await this.db.insertInto('outbox_mails').values({ to_address: mail.to, subject: mail.subject, text_body: mail.text, html_body: mail.html }).execute();
  }

  /** Newest first. */
  findLatest(limit: number): Promise<OutboxMailRow[]> {
    return this.db.selectFrom('outbox_mails').selectAll().orderBy('id', 'desc').limit(limit).execute();
  }
}
