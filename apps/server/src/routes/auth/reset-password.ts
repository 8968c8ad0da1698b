import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, BusinessCode, resetPasswordRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { hashPassword } from '../../services/auth/password-hash.ts';
import { spendVerifiedTicket } from '../../services/auth/verification-codes.ts';
import { createUserSession } from '../../services/sessions/create-user-session.ts';
import { registerRoute } from '../register-route.ts';

/** A new password from a checked ticket: every other session of the account is signed out. */
export function registerResetPassword(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, resetPasswordRoute, async (request) => {
    const email = request.body.username;
    const passwordHash = await hashPassword(request.body.password);
    return context.runtime.repositories.inTransaction(async (bound) => {
      await spendVerifiedTicket(bound, { ticket: request.body.ticket, email, action: 'resetpwd' });
      const userId = await bound.accounts.setPasswordHash(email, passwordHash);
      if (!userId) throw new ApiError(BusinessCode.notFound, AUTH_MESSAGES.noSuchAccount);
      await bound.sessions.revokeAllOfUser(userId);
      return { token: await createUserSession(bound.sessions, userId) };
    });
  });
}
