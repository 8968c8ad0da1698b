import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { searchPublicVoicesRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { publicVoiceToItem } from '../../services/voices/to-voice-item.ts';
import { registerRoute } from '../register-route.ts';

/** The public library: every filter optional, text search over name, accent, use case and labels, 36 a page. */
export function registerSearchPublicVoices(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, searchPublicVoicesRoute, async (request) => {
    const user = requireSessionUser(request);
    const query = request.query;
    const language = query.language_code || query.language?.toLowerCase().replace(/\s+/g, '-');
    const useCases = query.use_cases?.split(',').map((value) => value.trim()).filter(Boolean) ?? [];
    let select = context.runtime.database.db
      .selectFrom('voices')
      .leftJoin('voice_favorites', (join) => join.onRef('voice_favorites.voice_id', '=', 'voices.id').on('voice_favorites.user_id', '=', user.id))
      .selectAll('voices')
      .select('voice_favorites.id as favorite_id');
    if (language) select = select.where('voices.language', '=', language);
    if (query.accent) select = select.where('voices.accent', '=', query.accent);
    if (query.gender) select = select.where('voices.gender', '=', query.gender.toLowerCase());
    if (query.age) select = select.where('voices.age', '=', query.age.toLowerCase());
    if (useCases.length > 0) select = select.where('voices.use_case', 'in', useCases);
    if (query.favorite === 1) select = select.where('voice_favorites.id', 'is not', null);
    for (const word of (query.search ?? '').toLowerCase().split(/\s+/).filter(Boolean)) {
      const pattern = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      select = select.where(sql<boolean>`lower(voices.name || ' ' || voices.accent || ' ' || voices.use_case || ' ' || voices.language || ' ' || voices.descriptive::text) like ${pattern}`);
    }
    const rows = await select
      .orderBy('voices.sort_order')
      .limit(query.page_size + 1)
      .offset((query.page - 1) * query.page_size)
      .execute();
    return {
      list: rows.slice(0, query.page_size).map((row) => publicVoiceToItem(row, row.favorite_id)),
      has_more: rows.length > query.page_size,
    };
  });
}
