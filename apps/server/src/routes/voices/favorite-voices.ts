import type { FastifyInstance } from 'fastify';
import { addFavoriteVoiceRoute, removeFavoriteVoiceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

/** Favourites are per user: adding twice gives the same id; removing only touches the user's own. */
export function registerFavoriteVoices(app: FastifyInstance, context: AppContext): void {
  const { voices } = context.runtime.repositories;
  registerRoute(app, addFavoriteVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    const voice = await voices.findById(request.body.lang_id);
    if (!voice) throw ApiError.notFound('No such voice');
    return { favorite_id: await voices.addFavorite(user.id, voice.id) };
  });

  registerRoute(app, removeFavoriteVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    if (!(await voices.removeFavorite(user.id, request.body.favorite_id))) throw ApiError.notFound('No such favourite');
    return {};
  });
}
