import type { FastifyInstance } from 'fastify';
import { getDevOutboxRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isLoopbackSocket } from '../../plugins/is-loopback-socket.ts';
import { registerRoute } from '../register-route.ts';

/**
 * Only while mail goes to the dev outbox, never in production, and only to a
 * client on this machine: the outbox holds every sign-in and reset code, and
 * the server listens on every interface by default.
 */
export function registerGetDevOutbox(app: FastifyInstance, context: AppContext): void {
  if (context.mailer.kind !== 'outbox' || context.runtime.config.NODE_ENV === 'production') return;
  const outbox = context.runtime.repositories.outboxMail;
  registerRoute(app, getDevOutboxRoute, async (request) => {
    // Answered as if the route did not exist, so another host learns nothing.
    if (!isLoopbackSocket(request)) throw ApiError.notFound('No route GET /api/dev/outbox');
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
