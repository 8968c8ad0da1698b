import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { logoutRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { hashSessionToken } from '../../services/sessions/session-token.ts';
import { registerRoute } from '../register-route.ts';

/** Revokes the token this request carries. */
export function registerLogout(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, logoutRoute, async (request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token) {
      await context.runtime.database.db
        .updateTable('sessions')
        .set({ revoked_at: sql`now()` })
        .where('token_hash', '=', hashSessionToken(token))
        .execute();
    }
    return {};
  });
}
