import { decodeWav, getPcmDurationMs, resamplePcm, type PcmAudio } from '@talkreel/speech';
import { TranscriptionError } from '../speech-recognizer.ts';

/** What every recogniser hears at: pocketsphinx's en-us model and Whisper both work on 16 kHz. */
export const recognitionSampleRateHz = 16_000;

/**
 * The request's WAV as 16 kHz mono (channels averaged, band-limited
 * resampling) and its length. A file that is not a WAV this package reads
 * fails as `engine_failed` naming the engine.
 */
export function readSpeechAudio(wav: Uint8Array, engine: string): { audio: PcmAudio; durationMs: number } {
  let decoded: PcmAudio;
  try {
    decoded = decodeWav(wav);
  } catch (error) {
    throw new TranscriptionError(
      `${engine}: the audio is not a readable WAV file (${error instanceof Error ? error.message : String(error)})`,
      'engine_failed',
      engine,
    );
  }
  const audio = decoded.sampleRateHz === recognitionSampleRateHz ? decoded : resamplePcm(decoded, recognitionSampleRateHz);
  return { audio, durationMs: getPcmDurationMs(audio) };
}
