import { PermanentJobError } from '@talkreel/platform';
import { decodeAudio, decodeWav, getPcmDurationMs, referenceVoiceFor, synthesizeWithStoredEngine, type PcmAudio, type WordTiming } from '@talkreel/speech';
import type { PersonSpeech } from '@talkreel/timeline';
import type { MouthTrack } from '../face-types.ts';
import { mouthTrackFromAudio } from '../mouth/mouth-track-from-audio.ts';
import { mouthTrackFromPhonemes } from '../mouth/mouth-track-from-phonemes.ts';
import type { TalkingPersonsDeps, TalkingPersonsJob } from './talking-persons-job.ts';

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
  deps: Pick<TalkingPersonsDeps, 'speech' | 'ffmpegPath'>,
  job: Pick<TalkingPersonsJob, 'findVoice' | 'downloadOwned' | 'signal'>,
  person: PersonSpeech,
): Promise<SpokenPerson> {
  const { signal } = job;
  const synthesizeReference = async (text: string) => {
    const reference = referenceVoiceFor(text);
    return synthesizeWithStoredEngine(deps.speech.engines, reference.engine, reference.language, text, signal);
  };
  if (person.audio_path) {
    const pcm = await decodeAudio(await job.downloadOwned(person.audio_path), { ffmpegPath: deps.ffmpegPath, signal }).catch((error: Error) => {
      throw new PermanentJobError(`The recording could not be read as audio: ${error.message}`);
    });
    const script = person.script?.trim();
    const track = await mouthTrackFromAudio(
      pcm,
      script ? { transcript: { text: script, language: referenceVoiceFor(script).language }, synthesize: (text) => synthesizeReference(text) } : {},
    );
    return { pcm, durationMs: getPcmDurationMs(pcm), words: [], track };
  }
  const voice = await job.findVoice(person.voice_id ?? '');
  if (!voice) throw new PermanentJobError('The voice of this video no longer exists: choose another voice and create the video again');
  const result = await synthesizeWithStoredEngine(deps.speech.engines, voice.engine, voice.language, person.script ?? '', signal);
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
