import type { FastifyInstance } from 'fastify';
import { getAuthProvidersRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { registerRoute } from '../register-route.ts';

/** The web app hides the button of a provider that is not configured. */
export function registerGetAuthProviders(app: FastifyInstance, context: AppContext): void {
  const { GOOGLE_CLIENT_ID, DISCORD_CLIENT_ID, DISCORD_CLIENT_SECRET } = context.runtime.config;
  registerRoute(app, getAuthProvidersRoute, async () => ({
    google_client_id: GOOGLE_CLIENT_ID ?? null,
    discord_client_id: DISCORD_CLIENT_ID && DISCORD_CLIENT_SECRET ? DISCORD_CLIENT_ID : null,
  }));
}
