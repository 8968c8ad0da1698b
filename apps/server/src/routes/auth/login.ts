import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, BusinessCode, loginRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { reserveAuthAttempt } from '../../services/auth/auth-throttle.ts';
import { verifyOfferedCaptcha } from '../../services/auth/require-captcha.ts';
import { verifyPassword } from '../../services/auth/password-hash.ts';
import { adoptGuestData } from '../../services/sessions/adopt-guest-data.ts';
import { createUserSession } from '../../services/sessions/create-user-session.ts';
import { registerRoute } from '../register-route.ts';

/**
 * Email + password hash. After 3 failures for the email or IP within 15
 * minutes, 10204 until a right captcha comes along; wrong credentials 10201.
 *
 * Each attempt is written as a failure before the password is checked (the
 * reservation that makes parallel bursts count), and only a right password
 * takes its own row back. Earlier failures stay for their 15 minutes even
 * after a success: clearing them would hand a guesser a fresh quota every
 * time the owner signs in.
 */
export function registerLogin(app: FastifyInstance, context: AppContext): void {
  const { repositories } = context.runtime;
  const { accounts, authEvents, captchas } = repositories;
  registerRoute(app, loginRoute, async (request) => {
    const { username: email, password } = request.body;
    const captcha = await verifyOfferedCaptcha(captchas, request.body);
    const { eventId } = await reserveAuthAttempt(repositories, { kind: 'login_failed', email, ip: request.ip, captcha });
    const user = await accounts.findByEmail(email);
    if (!(await verifyPassword(user?.password_hash, password)) || !user) {
      throw new ApiError(BusinessCode.wrongCredentials, AUTH_MESSAGES.wrongCredentials);
    }
    // The right password takes its attempt back.
    await authEvents.delete(eventId);
    return repositories.inTransaction(async (bound) => {
      await adoptGuestData(bound, request.sessionUser, user.id);
      return { token: await createUserSession(bound.sessions, user.id) };
    });
  });
}
