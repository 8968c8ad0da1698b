import type { FastifyInstance } from 'fastify';
import { addFavoriteVoiceRoute, removeFavoriteVoiceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

/** Favourites are per user: adding twice gives the same id; removing only touches the user's own. */
export function registerFavoriteVoices(app: FastifyInstance, context: AppContext): void {
  const { db } = context.runtime.database;
  registerRoute(app, addFavoriteVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    const voice = await db.selectFrom('voices').select('id').where('id', '=', request.body.lang_id).executeTakeFirst();
    if (!voice) throw ApiError.notFound('No such voice');
    await db.insertInto('voice_favorites').values({ user_id: user.id, voice_id: voice.id }).onConflict((conflict) => conflict.columns(['user_id', 'voice_id']).doNothing()).execute();
    const favorite = await db.selectFrom('voice_favorites').select('id').where('user_id', '=', user.id).where('voice_id', '=', voice.id).executeTakeFirstOrThrow();
    return { favorite_id: favorite.id };
  });
  registerRoute(app, removeFavoriteVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    if (!/^[0-9a-f-]{36}$/i.test(request.body.favorite_id)) throw ApiError.notFound('No such favourite');
    const removed = await db.deleteFrom('voice_favorites').where('id', '=', request.body.favorite_id).where('user_id', '=', user.id).executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) throw ApiError.notFound('No such favourite');
    return {};
  });
}
