import type { FastifyInstance } from 'fastify';
import { getVoiceByTimbreRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { publicVoiceToItem } from '../../services/voices/to-voice-item.ts';
import { toUserVoiceItems } from '../../services/voices/user-voice-items.ts';
import { registerRoute } from '../register-route.ts';

/** One of the user's voices by timbre id, else a public voice by its id. */
export function registerGetVoiceByTimbre(app: FastifyInstance, context: AppContext): void {
  const { userVoices } = context.runtime.repositories;
  const { voices } = context.runtime.repositories;
  registerRoute(app, getVoiceByTimbreRoute, async (request) => {
    const user = requireSessionUser(request);
    const timbreId = request.query.timbre_id;
    const mine = await userVoices.findOwned(user.id, timbreId);
    if (mine) return (await toUserVoiceItems(context.runtime, [mine]))[0]!;
    const voice = await voices.findById(timbreId);
    if (!voice) throw ApiError.notFound('No such voice');
    return publicVoiceToItem(voice, null);
  });
}
