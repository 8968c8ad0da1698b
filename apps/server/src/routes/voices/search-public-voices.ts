import type { FastifyInstance } from 'fastify';
import { searchPublicVoicesRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { publicVoiceToItem } from '../../services/voices/to-voice-item.ts';
import { registerRoute } from '../register-route.ts';

/** The public library: every filter optional, text search over name, accent, use case and labels, 36 a page. */
export function registerSearchPublicVoices(app: FastifyInstance, context: AppContext): void {
  const { voices } = context.runtime.repositories;
  registerRoute(app, searchPublicVoicesRoute, async (request) => {
    const user = requireSessionUser(request);
    const query = request.query;
    const page = await voices.search({
      userId: user.id,
      ...(query.search ? { search: query.search } : {}),
      ...(query.language_code || query.language ? { language: query.language_code || query.language!.toLowerCase().replace(/\s+/g, '-') } : {}),
      ...(query.accent ? { accent: query.accent } : {}),
      ...(query.gender ? { gender: query.gender.toLowerCase() } : {}),
      ...(query.age ? { age: query.age.toLowerCase() } : {}),
      useCases:
        query.use_cases
          ?.split(',')
          .map((value) => value.trim())
          .filter(Boolean) ?? [],
      favoritesOnly: query.favorite === 1,
      page: query.page,
      pageSize: query.page_size,
    });
    return { list: page.list.map((row) => publicVoiceToItem(row, row.favorite_id)), has_more: page.hasMore };
  });
}
