import type { FastifyInstance } from 'fastify';
import { logoutRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { hashSessionToken } from '../../services/sessions/session-token.ts';
import { registerRoute } from '../register-route.ts';

/** Revokes the token this request carries. */
export function registerLogout(app: FastifyInstance, context: AppContext): void {
  const { sessions } = context.runtime.repositories;
  registerRoute(app, logoutRoute, async (request) => {
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token) await sessions.revoke(hashSessionToken(token));
    return {};
  });
}
