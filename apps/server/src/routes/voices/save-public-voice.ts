import type { FastifyInstance } from 'fastify';
import { savePublicVoiceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

/** Copies a public voice into My Voices; saving the same voice again gives the same timbre. */
export function registerSavePublicVoice(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, savePublicVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    const { db } = context.runtime.database;
    const voice = await db.selectFrom('voices').selectAll().where('id', '=', request.body.lang_id).executeTakeFirst();
    if (!voice) throw ApiError.notFound('No such voice');
    const existing = await db.selectFrom('user_voices').select('id').where('owner_id', '=', user.id).where('source_voice_id', '=', voice.id).where('kind', '=', 'saved').executeTakeFirst();
    if (existing) return { timbre_unique_id: existing.id };
    const saved = await db
      .insertInto('user_voices')
      .values({
        owner_id: user.id,
        name: request.body.name?.trim() || voice.name,
        kind: 'saved',
        source_voice_id: voice.id,
        language: voice.language,
        gender: voice.gender,
        engine: JSON.stringify(voice.engine),
        measurements: null,
        preview_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { timbre_unique_id: saved.id };
  });
}
