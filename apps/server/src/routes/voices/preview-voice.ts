import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { previewVoiceRoute } from '@talkreel/contract';
import { decodeWav, getPcmDurationMs } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { speakWithEngineSettings } from '../../services/voices/speak-with-engine-settings.ts';
import { storeSpeechAudio } from '../../services/voices/store-speech-audio.ts';
import { registerRoute } from '../register-route.ts';

/** Speaks the given text with a public voice or one of the user's voices; the same text is synthesised once. */
export function registerPreviewVoice(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, previewVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    const { db } = context.runtime.database;
    const voiceId = request.body.voice_id;
    const mine = /^[0-9a-f-]{36}$/i.test(voiceId)
      ? await db.selectFrom('user_voices').select(['engine', 'language']).where('id', '=', voiceId).where('owner_id', '=', user.id).executeTakeFirst()
      : undefined;
    const voice = mine ?? (await db.selectFrom('voices').select(['engine', 'language']).where('id', '=', voiceId).executeTakeFirst());
    if (!voice) throw ApiError.notFound('No such voice');
    const result = await speakWithEngineSettings(context.voices, voice.engine, voice.language, request.body.text);
    const digest = createHash('sha256').update(`${voiceId}\n${request.body.text}`).digest('hex').slice(0, 32);
    const key = `voices/speech/${user.id}/${digest}.mp3`;
    await storeSpeechAudio(context.runtime, key, result);
    return { url: await context.runtime.storage.createReadUrl(key), duration: getPcmDurationMs(decodeWav(result.audio)) / 1000 };
  });
}
