import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, BusinessCode, discordCodeRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { exchangeDiscordCode } from '../../services/auth/exchange-discord-code.ts';
import { findOrCreateIdentityUser } from '../../services/auth/sign-in-with-identity.ts';
import { adoptGuestData } from '../../services/sessions/adopt-guest-data.ts';
import { createUserSession } from '../../services/sessions/create-user-session.ts';
import { registerRoute } from '../register-route.ts';

export function registerDiscordCode(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, discordCodeRoute, async (request) => {
    const { DISCORD_CLIENT_ID: clientId, DISCORD_CLIENT_SECRET: clientSecret, DISCORD_API_URL: apiUrl } = context.runtime.config;
    if (!clientId || !clientSecret) throw new ApiError(BusinessCode.forbidden, AUTH_MESSAGES.providerNotConfigured);
    const identity = await exchangeDiscordCode({ clientId, clientSecret, apiUrl }, request.body.code, request.body.redirect_uri).catch((error: Error) => {
      request.log.warn({ reason: error.message }, 'Discord sign-in refused');
      throw new ApiError(BusinessCode.wrongCredentials, AUTH_MESSAGES.discordProfileFailed);
    });
    return context.runtime.repositories.inTransaction(async (bound) => {
      const userId = await findOrCreateIdentityUser(bound, 'discord', identity);
      await adoptGuestData(bound, request.sessionUser, userId);
      return { token: await createUserSession(bound.sessions, userId) };
    });
  });
}
