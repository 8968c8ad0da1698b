import { concatPcm, createSilence, decodeWav, type EspeakNgEngine, type PcmAudio, type PhonemeTiming } from '@talkreel/speech';
import type { MouthTrack } from '../face-types.ts';
import { mouthPoseAt } from './mouth-pose.ts';

/** Real speech for the mouth tests: eSpeak NG audio with its phonemes. */
export interface SpokenClip {
  pcm: PcmAudio;
  phonemes: PhonemeTiming[];
  durationMs: number;
}

export async function speak(engine: EspeakNgEngine, text: string, voice = 'en-us+f3', rate = 1): Promise<SpokenClip> {
  const result = await engine.synthesize({ text, voice, rate });
  const pcm = decodeWav(result.audio);
  return { pcm, phonemes: result.phonemes, durationMs: (pcm.samples.length / pcm.sampleRateHz) * 1000 };
}

/** "Hello there." + 1 s of digital silence + "How are you today?", with the pause's place. */
export async function speakWithPause(engine: EspeakNgEngine): Promise<SpokenClip & { pauseStartMs: number; pauseEndMs: number }> {
  const first = await speak(engine, 'Hello there.');
  const second = await speak(engine, 'How are you today?');
  const rate = first.pcm.sampleRateHz;
  const pcm = concatPcm([first.pcm, createSilence(1000, rate), second.pcm], rate);
  const offsetMs = first.durationMs + 1000;
  const phonemes = [
    ...first.phonemes,
    ...second.phonemes.map((phoneme) => ({ ...phoneme, startMs: phoneme.startMs + offsetMs, endMs: phoneme.endMs + offsetMs })),
  ];
  return { pcm, phonemes, durationMs: offsetMs + second.durationMs, pauseStartMs: first.durationMs, pauseEndMs: first.durationMs + 1000 };
}

/** Loudness per 40 ms video-rate frame measured straight from the samples: RMS in dB over the top 40 dB, 0–1. */
export function frameLoudness(pcm: PcmAudio, frameMs = 40): number[] {
  const size = Math.round((pcm.sampleRateHz * frameMs) / 1000);
  const levels: number[] = [];
  for (let start = 0; start + size <= pcm.samples.length; start += size) {
    let sum = 0;
    for (let index = start; index < start + size; index++) sum += (pcm.samples[index] as number) ** 2;
    levels.push(10 * Math.log10(sum / size + 1e-12));
  }
  const top = Math.max(...levels);
  return levels.map((level) => Math.min(1, Math.max(0, (level - (top - 40)) / 40)));
}

/** The track's jaw opening at the middle of each 40 ms frame. */
export function frameOpenings(track: MouthTrack, frameCount: number, frameMs = 40): number[] {
  return Array.from({ length: frameCount }, (_, frame) => mouthPoseAt(track, frame * frameMs + frameMs / 2).open);
}

/** The track's envelope averaged over each 40 ms frame. */
export function frameEnvelope(track: MouthTrack, frameCount: number, frameMs = 40): number[] {
  const per = frameMs / track.envelopeStepMs;
  return Array.from({ length: frameCount }, (_, frame) => {
    const values = track.envelope.slice(frame * per, frame * per + per);
    return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
  });
}

export function pearson(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  const meanA = a.slice(0, length).reduce((sum, value) => sum + value, 0) / length;
  const meanB = b.slice(0, length).reduce((sum, value) => sum + value, 0) / length;
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let index = 0; index < length; index++) {
    const da = (a[index] as number) - meanA;
    const db = (b[index] as number) - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return covariance / Math.sqrt(varianceA * varianceB);
}

/**
 * The shift (ms, a multiple of 10) at which the jaw opening best matches
 * the sound's loudness: positive when the mouth trails the sound.
 */
export function openingLagMs(track: MouthTrack, pcm: PcmAudio): number {
  const loudness = frameLoudness(pcm, 10);
  const openings = frameOpenings(track, loudness.length, 10);
  let best = { lagMs: 0, r: -Infinity };
  for (let lag = -10; lag <= 10; lag++) {
    const shifted = openings.slice(Math.max(0, lag), openings.length + Math.min(0, lag));
    const reference = loudness.slice(Math.max(0, -lag), loudness.length - Math.max(0, lag));
    const r = pearson(shifted, reference);
    if (r > best.r) best = { lagMs: lag * 10, r };
  }
  return best.lagMs;
}
