import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, BusinessCode, googleTokenRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { findOrCreateIdentityUser } from '../../services/auth/sign-in-with-identity.ts';
import { adoptGuestData } from '../../services/sessions/adopt-guest-data.ts';
import { createUserSession } from '../../services/sessions/create-user-session.ts';
import { registerRoute } from '../register-route.ts';

export function registerGoogleToken(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, googleTokenRoute, async (request) => {
    if (!context.verifyGoogleIdToken) throw new ApiError(BusinessCode.forbidden, AUTH_MESSAGES.providerNotConfigured);
    const identity = await context.verifyGoogleIdToken(request.body.token).catch((error: Error) => {
      request.log.warn({ reason: error.message }, 'Google ID token refused');
      throw new ApiError(BusinessCode.wrongCredentials, AUTH_MESSAGES.googleProfileFailed);
    });
    return context.runtime.repositories.inTransaction(async (bound) => {
      const userId = await findOrCreateIdentityUser(bound, 'google', identity);
      await adoptGuestData(bound, request.sessionUser, userId);
      return { token: await createUserSession(bound.sessions, userId) };
    });
  });
}
