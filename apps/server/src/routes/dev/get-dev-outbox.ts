import type { FastifyInstance } from 'fastify';
import { getDevOutboxRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { OutboxMailRepository } from '../../repositories/outbox-mail.repository.ts';
import { registerRoute } from '../register-route.ts';

/** Only while mail goes to the dev outbox, and never in production. */
export function registerGetDevOutbox(app: FastifyInstance, context: AppContext): void {
  if (context.mailer.kind !== 'outbox' || context.runtime.config.NODE_ENV === 'production') return;
  const outbox = new OutboxMailRepository(context.runtime.database.db);
  registerRoute(app, getDevOutboxRoute, async () => {
    const rows = await outbox.findLatest(100);
    return {
      list: rows.map((row) => ({
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body,
        sent_at: new Date(row.sent_at).toISOString(),
      })),
    };
  });
}
