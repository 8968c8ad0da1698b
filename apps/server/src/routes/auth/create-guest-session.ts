import type { FastifyInstance } from 'fastify';
import { createGuestSessionRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { createGuestSession } from '../../services/sessions/create-guest-session.ts';
import { registerRoute } from '../register-route.ts';

export function registerCreateGuestSession(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, createGuestSessionRoute, async (request) => ({
    token: await createGuestSession(context.runtime.repositories, request.body.device_id),
  }));
}
