import { randomUUID } from 'node:crypto';
import type { VoiceItem, VoiceMeasurements } from '@talkreel/contract';
import type { FileRow, UserRow } from '@talkreel/platform';
import { decodeAudio, getLanguage, matchVoice } from '@talkreel/speech';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { readStoredFile } from './read-stored-file.ts';
import { speakWithEngineSettings } from './speak-with-engine-settings.ts';
import { storeSpeechAudio } from './store-speech-audio.ts';
import { toUserVoiceItems } from './user-voice-items.ts';

export interface CreatedVoice {
  voice: VoiceItem;
  kind: 'cloned' | 'matched';
  measurements: VoiceMeasurements | null;
}

/**
 * A voice from a recording: a real clone when ElevenLabs is configured,
 * otherwise an honest voice match (the closest embedded voice, tuned to the
 * recording's pitch and pace). Either way it joins My Voices with a preview.
 */
export async function createVoiceFromRecording(context: AppContext, user: UserRow, recording: FileRow, name: string, language: string): Promise<CreatedVoice> {
  const { runtime, voices } = context;
  const bytes = await readStoredFile(runtime, recording.storage_key);
  let engine: Record<string, unknown>;
  let gender = 'female';
  let measurements: VoiceMeasurements | null = null;
  let kind: CreatedVoice['kind'];
  if (voices.elevenLabsVoices) {
    const cloned = await voices.elevenLabsVoices.cloneVoice({ name, samples: [{ bytes, fileName: recording.original_name, contentType: recording.content_type }] });
    engine = { name: 'elevenlabs', voice: cloned.voiceId };
    kind = 'cloned';
  } else {
    const pcm = await decodeAudio(bytes, { ffmpegPath: runtime.ffmpegPath });
    if (pcm.samples.length < pcm.sampleRateHz) throw ApiError.invalidInput('The recording is too short: record at least 1 second of speech.');
    const match = await matchVoice({ recording: pcm, language, candidates: voices.catalogue.voices, engines: voices.speech.engines }).catch((error: Error) => {
      throw ApiError.invalidInput(`The recording could not be matched: ${error.message}`);
    });
    engine = match.engine;
    gender = match.voice.gender;
    measurements = { ...match.recording };
    kind = 'matched';
  }
  const preview = await speakWithEngineSettings(voices, engine, language, getLanguage(language).sample_text);
  const previewKey = `voices/user/${user.id}/${randomUUID()}.mp3`;
  await storeSpeechAudio(runtime, previewKey, preview);
  const row = await runtime.database.db
    .insertInto('user_voices')
    .values({ owner_id: user.id, name, kind, source_voice_id: null, language, gender, engine: JSON.stringify(engine), measurements: measurements ? JSON.stringify(measurements) : null, preview_key: previewKey })
    .returningAll()
    .executeTakeFirstOrThrow();
  const [voice] = await toUserVoiceItems(runtime, [row]);
  return { voice: voice!, kind, measurements };
}
