import { getLanguage, storeSpeechMp3 } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { synthesizeForRequest } from './synthesize-for-request.ts';

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
  const { voices } = context.runtime.repositories;
  const voice = await voices.findById(voiceId);
  if (!voice) throw ApiError.notFound('No such voice');
  if (voice.preview_key) return voice.preview_key;
  const result = await synthesizeForRequest(context, voice.engine, voice.language, getLanguage(voice.language).sample_text);
  const key = `voices/previews/${voice.id}.mp3`;
  await storeSpeechMp3(context.runtime.storage, key, result, { ffmpegPath: context.runtime.ffmpegPath });
  await voices.setPreviewKey(voice.id, key);
  return key;
}
