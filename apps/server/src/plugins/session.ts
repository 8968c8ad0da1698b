import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '@talkreel/platform';
import { findSessionUser } from '../services/sessions/find-session-user.ts';
import { ApiError } from './api-error.ts';
import type { AppContext } from '../app-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest or user behind the bearer token; undefined without a valid one. */
    sessionUser: UserRow | undefined;
  }
}

/** Reads `Authorization: Bearer <token>` on every request. */
export const sessionPlugin = fp(async (app: FastifyInstance, context: AppContext) => {
  app.decorateRequest('sessionUser', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (match) request.sessionUser = await findSessionUser(context.runtime.database.db, match[1]!);
  });
});

/** The session's user, or 40100. */
export function requireSessionUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw ApiError.unauthorized();
  return request.sessionUser;
}
