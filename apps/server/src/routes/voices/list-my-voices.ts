import type { FastifyInstance } from 'fastify';
import { listMyVoicesRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { toUserVoiceItems } from '../../services/voices/user-voice-items.ts';
import { registerRoute } from '../register-route.ts';

/** Only the owner's own voices. */
export function registerListMyVoices(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, listMyVoicesRoute, async (request) => {
    const user = requireSessionUser(request);
    const rows = await context.runtime.database.db.selectFrom('user_voices').selectAll().where('owner_id', '=', user.id).orderBy('created_at', 'desc').execute();
    return { timbres: await toUserVoiceItems(context.runtime, rows) };
  });
}
