import { getLanguage } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { speakWithEngineSettings } from './speak-with-engine-settings.ts';
import { storeSpeechAudio } from './store-speech-audio.ts';

const inFlight = new Map<string, Promise<string>>();

/**
 * The storage key of a public voice's preview: its language's sample
 * sentence, synthesised on first request and cached in storage (and in the
 * voices row, so every process finds it).
 */
export function ensurePublicPreview(context: AppContext, voiceId: string): Promise<string> {
  const running = inFlight.get(voiceId);
  if (running) return running;
  const work = makePreview(context, voiceId).finally(() => inFlight.delete(voiceId));
  inFlight.set(voiceId, work);
  return work;
}

async function makePreview(context: AppContext, voiceId: string): Promise<string> {
  const { db } = context.runtime.database;
  const voice = await db.selectFrom('voices').selectAll().where('id', '=', voiceId).executeTakeFirst();
  if (!voice) throw ApiError.notFound('No such voice');
  if (voice.preview_key) return voice.preview_key;
  const result = await speakWithEngineSettings(context.voices, voice.engine, voice.language, getLanguage(voice.language).sample_text);
  const key = `voices/previews/${voice.id}.mp3`;
  await storeSpeechAudio(context.runtime, key, result);
  await db.updateTable('voices').set({ preview_key: key }).where('id', '=', voice.id).execute();
  return key;
}
