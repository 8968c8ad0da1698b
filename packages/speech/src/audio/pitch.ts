import type { PcmAudio } from './pcm-audio.ts';
import { resamplePcm } from './resample.ts';

export interface PitchEstimationOptions {
  minHz?: number;
  maxHz?: number;
  /** Distance between analysis frames. */
  hopMs?: number;
  /** YIN's threshold on the cumulative-mean-normalised difference: lower is stricter about voicing. */
  threshold?: number;
}

/** One analysis frame: `frequencyHz` is null where the frame is unvoiced or silent. */
export interface PitchFrame {
  timeMs: number;
  frequencyHz: number | null;
}

/** Analysis rate: enough for voice fundamentals and keeps the difference function cheap. */
const analysisRateHz = 16_000;
/** Frames quieter than this (RMS, dBFS) are not analysed: silence and breath noise. */
const silenceDb = -45;

/**
 * Fundamental-frequency track with YIN (de Cheveigné & Kawahara 2002):
 * squared difference function, cumulative-mean normalisation, absolute
 * threshold, parabolic refinement of the chosen lag.
 */
export function estimatePitch(audio: PcmAudio, options: PitchEstimationOptions = {}): PitchFrame[] {
  const minHz = options.minHz ?? 60;
  const maxHz = options.maxHz ?? 500;
  const threshold = options.threshold ?? 0.12;
  const analysed = audio.sampleRateHz === analysisRateHz ? audio : resamplePcm(audio, analysisRateHz);
  const samples = analysed.samples;
  const maxLag = Math.ceil(analysisRateHz / minHz);
  const minLag = Math.floor(analysisRateHz / maxHz);
  const windowLength = maxLag;
  const hopLength = Math.round(((options.hopMs ?? 10) / 1000) * analysisRateHz);
  const difference = new Float64Array(maxLag + 1);
  const frames: PitchFrame[] = [];
  for (let start = 0; start + windowLength + maxLag < samples.length; start += hopLength) {
    const timeMs = ((start + windowLength / 2) / analysisRateHz) * 1000;
    if (frameRmsDb(samples, start, windowLength + maxLag) < silenceDb) {
      frames.push({ timeMs, frequencyHz: null });
      continue;
    }
    for (let lag = 1; lag <= maxLag; lag++) {
      let sum = 0;
      for (let index = 0; index < windowLength; index++) {
        const delta = (samples[start + index] as number) - (samples[start + index + lag] as number);
        sum += delta * delta;
      }
      difference[lag] = sum;
    }
    frames.push({ timeMs, frequencyHz: pickPitch(difference, minLag, maxLag, threshold) });
  }
  return frames;
}

function pickPitch(difference: Float64Array, minLag: number, maxLag: number, threshold: number): number | null {
  const normalised = new Float64Array(maxLag + 1);
  normalised[0] = 1;
  let runningSum = 0;
  for (let lag = 1; lag <= maxLag; lag++) {
    runningSum += difference[lag] as number;
    normalised[lag] = runningSum > 0 ? ((difference[lag] as number) * lag) / runningSum : 1;
  }
  for (let lag = minLag; lag < maxLag; lag++) {
    if ((normalised[lag] as number) >= threshold) continue;
    while (lag + 1 < maxLag && (normalised[lag + 1] as number) < (normalised[lag] as number)) lag++;
    const before = normalised[lag - 1] as number;
    const at = normalised[lag] as number;
    const after = normalised[lag + 1] as number;
    const curvature = before - 2 * at + after;
    const offset = curvature > 0 ? (0.5 * (before - after)) / curvature : 0;
    return analysisRateHz / (lag + offset);
  }
  return null;
}

function frameRmsDb(samples: Float32Array, start: number, length: number): number {
  let sum = 0;
  for (let index = start; index < start + length; index++) sum += (samples[index] as number) ** 2;
  return 10 * Math.log10(sum / length + 1e-20);
}
