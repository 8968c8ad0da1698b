import type { FastifyInstance } from 'fastify';
import { getDefaultVoiceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { publicVoiceToItem } from '../../services/voices/to-voice-item.ts';
import { registerRoute } from '../register-route.ts';

/** The first catalogue voice of the gender (1 female, 2 male) in the language (default English). */
export function registerGetDefaultVoice(app: FastifyInstance, context: AppContext): void {
  const { voices } = context.runtime.repositories;
  registerRoute(app, getDefaultVoiceRoute, async (request) => {
    const gender = request.query.gender === 1 ? 'female' : 'male';
    const language = request.query.language ?? 'english';
    const voice = await voices.findFirst(gender, language);
    if (!voice) throw ApiError.notFound(`No ${gender} voice in ${language}`);
    return publicVoiceToItem(voice, null);
  });
}
