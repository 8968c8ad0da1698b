import type { PitchFrame } from './pitch.ts';

/** Statistics of a pitch track over its voiced frames. */
export interface PitchSummary {
  medianHz: number;
  /** 10th and 90th percentiles: the speaking range without octave errors at the extremes. */
  lowHz: number;
  highHz: number;
  /** Distance from lowHz to highHz in semitones: how animated the intonation is. */
  rangeSemitones: number;
  /** Share of analysed frames that are voiced, 0–1. */
  voicedFraction: number;
}

/** Summarises a track; throws when no frame is voiced (nothing to measure). */
export function summarizePitch(frames: readonly PitchFrame[]): PitchSummary {
  const voiced = frames.flatMap((frame) => (frame.frequencyHz === null ? [] : [frame.frequencyHz])).sort((a, b) => a - b);
  if (voiced.length === 0) throw new Error('No voiced frames: the audio has no measurable pitch');
  const lowHz = percentile(voiced, 0.1);
  const highHz = percentile(voiced, 0.9);
  return {
    medianHz: percentile(voiced, 0.5),
    lowHz,
    highHz,
    rangeSemitones: 12 * Math.log2(highHz / lowHz),
    voicedFraction: voiced.length / frames.length,
  };
}

/** Linear-interpolated percentile of ascending values, fraction in [0, 1]. */
export function percentile(sortedValues: readonly number[], fraction: number): number {
  const position = (sortedValues.length - 1) * fraction;
  const below = Math.floor(position);
  const above = Math.min(sortedValues.length - 1, below + 1);
  const low = sortedValues[below] as number;
  return low + ((sortedValues[above] as number) - low) * (position - below);
}

export function semitonesBetween(fromHz: number, toHz: number): number {
  return 12 * Math.log2(toHz / fromHz);
}
