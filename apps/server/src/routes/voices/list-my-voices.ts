import type { FastifyInstance } from 'fastify';
import { listMyVoicesRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { toUserVoiceItems } from '../../services/voices/user-voice-items.ts';
import { registerRoute } from '../register-route.ts';

/** Only the owner's own voices. */
export function registerListMyVoices(app: FastifyInstance, context: AppContext): void {
  const { userVoices } = context.runtime.repositories;
  registerRoute(app, listMyVoicesRoute, async (request) => {
    const user = requireSessionUser(request);
    return { timbres: await toUserVoiceItems(context.runtime, await userVoices.findByOwner(user.id)) };
  });
}
