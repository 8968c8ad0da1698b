import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, BusinessCode, registerRoute as registerAccountRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { createAccount } from '../../services/auth/create-account.ts';
import { hashPassword } from '../../services/auth/password-hash.ts';
import { spendVerifiedTicket } from '../../services/auth/verification-codes.ts';
import { adoptGuestData } from '../../services/sessions/adopt-guest-data.ts';
import { createUserSession } from '../../services/sessions/create-user-session.ts';
import { registerRoute } from '../register-route.ts';

/** A new account from a checked ticket; a guest calling it brings their files along. */
export function registerRegister(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, registerAccountRoute, async (request) => {
    const email = request.body.username;
    const passwordHash = await hashPassword(request.body.password);
    return context.runtime.repositories.inTransaction(async (bound) => {
      await spendVerifiedTicket(bound, { ticket: request.body.ticket, email, action: 'reg' });
      if (await bound.accounts.isEmailTaken(email)) throw new ApiError(BusinessCode.conflict, AUTH_MESSAGES.emailTaken);
      const userId = await createAccount(bound, { email, nickname: email.split('@')[0] ?? email, passwordHash });
      await adoptGuestData(bound, request.sessionUser, userId);
      return { token: await createUserSession(bound.sessions, userId) };
    });
  });
}
