import { getPcmDurationMs, type PcmAudio, type PhonemeTiming } from '@talkreel/speech';
import type { MouthShape, MouthTrack } from '../face-types.ts';
import { applyMouthTiming, type ShapeSegment } from './mouth-timing.ts';
import { phonemeShapes } from './phoneme-shapes.ts';
import { computeSpeechEnvelope, envelopeStepMs } from './speech-envelope.ts';

/**
 * The mouth track of synthesised speech whose engine gave phonemes (eSpeak
 * NG, Flite): shapes from the phonemes, the timing rules, and the loudness
 * envelope of `pcm` (the same speech) that drives the jaw under them.
 */
export function mouthTrackFromPhonemes(phonemes: readonly PhonemeTiming[], pcm: PcmAudio): MouthTrack {
  const envelope = computeSpeechEnvelope(pcm);
  const durationMs = getPcmDurationMs(pcm);
  return { durationMs, cues: applyMouthTiming(shapeSegmentsFromPhonemes(phonemes), envelope, durationMs), envelope, envelopeStepMs, source: 'phonemes' };
}

/**
 * Shape segments of a phoneme sequence: diphthongs split, `h` and glottal
 * stops given the shape of the next sound (the mouth is already there),
 * markers dropped. Gaps between phonemes stay empty (silence).
 */
export function shapeSegmentsFromPhonemes(phonemes: readonly PhonemeTiming[]): ShapeSegment[] {
  const segments: (Omit<ShapeSegment, 'shape'> & { shape: MouthShape | null })[] = [];
  for (const phoneme of phonemes) {
    const durationMs = Math.max(0, phoneme.endMs - phoneme.startMs);
    let startMs = phoneme.startMs;
    for (const part of phonemeShapes(phoneme.symbol, durationMs)) {
      const endMs = startMs + part.share * durationMs;
      segments.push({ startMs, endMs, shape: part.shape });
      startMs = endMs;
    }
  }
  let nextShape = 'B' as MouthShape;
  for (let index = segments.length - 1; index >= 0; index--) {
    const segment = segments[index] as (typeof segments)[number];
    const touchesNext = index < segments.length - 1 && (segments[index + 1] as ShapeSegment).startMs - segment.endMs < 1;
    segment.shape ??= touchesNext && nextShape !== 'X' ? nextShape : 'B';
    nextShape = segment.shape;
  }
  return segments as ShapeSegment[];
}
