import type { FastifyInstance } from 'fastify';
import { savePublicVoiceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { registerRoute } from '../register-route.ts';

/** Copies a public voice into My Voices; saving the same voice again gives the same timbre. */
export function registerSavePublicVoice(app: FastifyInstance, context: AppContext): void {
  const { voices } = context.runtime.repositories;
  const { userVoices } = context.runtime.repositories;
  registerRoute(app, savePublicVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    const voice = await voices.findById(request.body.lang_id);
    if (!voice) throw ApiError.notFound('No such voice');
    const existing = await userVoices.findSavedCopy(user.id, voice.id);
    if (existing) return { timbre_unique_id: existing.id };
    const saved = await userVoices.create({
      owner_id: user.id,
      name: request.body.name?.trim() || voice.name,
      kind: 'saved',
      source_voice_id: voice.id,
      language: voice.language,
      gender: voice.gender,
      engine: voice.engine,
      measurements: null,
      preview_key: null,
    });
    return { timbre_unique_id: saved.id };
  });
}
