import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, BusinessCode, loginRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { clearLoginFailures, isLoginCaptchaRequired, recordAuthEvent } from '../../services/auth/auth-throttle.ts';
import { requireCaptchaWhenDue } from '../../services/auth/require-captcha.ts';
import { verifyPassword } from '../../services/auth/password-hash.ts';
import { adoptGuestData } from '../../services/sessions/adopt-guest-data.ts';
import { createUserSession } from '../../services/sessions/create-user-session.ts';
import { registerRoute } from '../register-route.ts';

/**
 * Email + password hash. After 3 failures for the email or IP within 15
 * minutes, 10204 until a right captcha comes along; wrong credentials 10201.
 */
export function registerLogin(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, loginRoute, async (request) => {
    const { db } = context.runtime.database;
    const { username: email, password } = request.body;
    await requireCaptchaWhenDue(db, await isLoginCaptchaRequired(db, email, request.ip), request.body);
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).where('status', '=', 'user').executeTakeFirst();
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      await recordAuthEvent(db, 'login_failed', email, request.ip);
      throw new ApiError(BusinessCode.wrongCredentials, AUTH_MESSAGES.wrongCredentials);
    }
    await clearLoginFailures(db, email);
    return db.transaction().execute(async (trx) => {
      await adoptGuestData(trx, request.sessionUser, user.id);
      return { token: await createUserSession(trx, user.id) };
    });
  });
}
