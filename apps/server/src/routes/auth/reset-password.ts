import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
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
    const { db } = context.runtime.database;
    const email = request.body.username;
    const passwordHash = await hashPassword(request.body.password);
    return db.transaction().execute(async (trx) => {
      await spendVerifiedTicket(trx, { ticket: request.body.ticket, email, action: 'resetpwd' });
      const user = await trx
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('email', '=', email)
        .where('status', '=', 'user')
        .returning('id')
        .executeTakeFirst();
      if (!user) throw new ApiError(BusinessCode.notFound, AUTH_MESSAGES.noSuchAccount);
      await trx.updateTable('sessions').set({ revoked_at: sql`now()` }).where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
      return { token: await createUserSession(trx, user.id) };
    });
  });
}
