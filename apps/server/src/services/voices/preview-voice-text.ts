import { createHash } from 'node:crypto';
import { readStoredBytes, type UserRow } from '@talkreel/platform';
import { decodeWav, getAudioDurationMs, getPcmDurationMs, storeSpeechMp3 } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { synthesizeForRequest } from './synthesize-for-request.ts';

export interface VoicePreview {
  url: string;
  durationMs: number;
}

/**
 * A voice (public, or one of the user's) saying `text`. The audio is stored
 * under a key made from the voice, its engine settings and the text, and
 * looked up first: the same text with the same voice is synthesised once.
 */
export async function previewVoiceText(context: AppContext, user: UserRow, voiceId: string, text: string): Promise<VoicePreview> {
  const { runtime } = context;
  const mine = await runtime.repositories.userVoices.findOwned(user.id, voiceId);
  const voice = mine ?? (await runtime.repositories.voices.findById(voiceId));
  if (!voice) throw ApiError.notFound('No such voice');
  // The engine settings are part of the key: a public voice re-tuned in content/voices sounds different.
  const digest = createHash('sha256')
    .update(JSON.stringify([voiceId, voice.engine, text]))
    .digest('hex')
    .slice(0, 32);
  const key = `voices/speech/${user.id}/${digest}.mp3`;
  if (await runtime.storage.stat(key)) {
    // Decoding the stored MP3 for its duration costs milliseconds; synthesising again costs a second or more.
    const durationMs = await getAudioDurationMs(await readStoredBytes(runtime.storage, key), { ffmpegPath: runtime.ffmpegPath });
    return { url: await runtime.storage.createReadUrl(key), durationMs };
  }
  const result = await synthesizeForRequest(context, voice.engine, voice.language, text);
  await storeSpeechMp3(runtime.storage, key, result, { ffmpegPath: runtime.ffmpegPath });
  return { url: await runtime.storage.createReadUrl(key), durationMs: getPcmDurationMs(decodeWav(result.audio)) };
}
