import { mouthTrackFromAudio, mouthTrackFromPhonemes, type MouthTrack } from '@talkreel/face';
import { PermanentJobError, type Runtime } from '@talkreel/platform';
import {
  decodeAudio,
  decodeWav,
  getPcmDurationMs,
  referenceVoiceFor,
  synthesizeWithStoredEngine,
  type PcmAudio,
  type SpeechEngineSet,
  type WordTiming,
} from '@talkreel/speech';
import type { PersonSpeech } from '@talkreel/timeline';

/** A person's speech made real: the audio, its words (for captions) and the mouth track that follows it. */
export interface SpokenPerson {
  pcm: PcmAudio;
  durationMs: number;
  words: WordTiming[];
  track: MouthTrack;
}

/**
 * Synthesises a person's script with its voice (one of the owner's, or a
 * public one), or decodes the owner's recording; then makes the mouth track:
 * from the engine's phonemes when it gives them, else from the sound itself
 * (guided by the script when there is one).
 */
export async function speakPerson(
  runtime: Runtime,
  speech: SpeechEngineSet,
  ownerId: string,
  person: PersonSpeech,
  readRecording: (audioPath: string) => Promise<string>,
  signal: AbortSignal,
): Promise<SpokenPerson> {
  const synthesizeReference = async (text: string) => {
    const reference = referenceVoiceFor(text);
    return synthesizeWithStoredEngine(speech.engines, reference.engine, reference.language, text, signal);
  };
  if (person.audio_path) {
    const pcm = await decodeAudio(await readRecording(person.audio_path), { ffmpegPath: runtime.ffmpegPath, signal }).catch((error: Error) => {
      throw new PermanentJobError(`The recording could not be read as audio: ${error.message}`);
    });
    const script = person.script?.trim();
    const track = await mouthTrackFromAudio(
      pcm,
      script ? { transcript: { text: script, language: referenceVoiceFor(script).language }, synthesize: (text) => synthesizeReference(text) } : {},
    );
    return { pcm, durationMs: getPcmDurationMs(pcm), words: [], track };
  }
  const voiceId = person.voice_id ?? '';
  const { userVoices, voices } = runtime.repositories;
  const voice = (await userVoices.findOwned(ownerId, voiceId)) ?? (await voices.findById(voiceId));
  if (!voice) throw new PermanentJobError('The voice of this video no longer exists: choose another voice and create the video again');
  const result = await synthesizeWithStoredEngine(speech.engines, voice.engine, voice.language, person.script ?? '', signal);
  const pcm = decodeWav(result.audio);
  const track =
    result.phonemes.length > 0
      ? mouthTrackFromPhonemes(result.phonemes, pcm)
      : await mouthTrackFromAudio(pcm, {
          transcript: { text: person.script ?? '', language: voice.language },
          synthesize: (text) => synthesizeReference(text),
        });
  return { pcm, durationMs: result.durationMs, words: result.words, track };
}
