import { measureIntegratedLoudness, speechLoudnessLufs } from './loudness.ts';
import type { PcmAudio } from './pcm-audio.ts';

export interface LoudnessNormalizationOptions {
  targetLufs?: number;
  /** Sample-peak ceiling after gain; peaks above it are limited, not clipped. */
  peakCeilingDb?: number;
}

/** Look-ahead of the limiter: gain starts falling this long before a peak. */
const limiterLookaheadMs = 5;
/** How fast limited gain recovers, as the time constant of its return to unity. */
const limiterReleaseMs = 60;

/**
 * Scales a clip to the target integrated loudness (default -16 LUFS) and
 * keeps sample peaks under the ceiling (default -1 dBFS) with a look-ahead
 * limiter, so the loud syllables of a quiet voice are not clipped by the gain.
 * Silence is returned unchanged.
 */
export function normalizeLoudness(audio: PcmAudio, options: LoudnessNormalizationOptions = {}): PcmAudio {
  return applyLoudnessTarget(audio, measureIntegratedLoudness(audio), options);
}

/**
 * As normalizeLoudness, with the loudness already measured (on the same
 * audio at another sample rate, which BS.1770 reads the same: a caller can
 * measure before upsampling, on a third of the samples).
 */
export function applyLoudnessTarget(audio: PcmAudio, loudnessLufs: number, options: LoudnessNormalizationOptions = {}): PcmAudio {
  if (!Number.isFinite(loudnessLufs)) return { samples: audio.samples.slice(), sampleRateHz: audio.sampleRateHz };
  const gain = 10 ** (((options.targetLufs ?? speechLoudnessLufs) - loudnessLufs) / 20);
  const samples = new Float32Array(audio.samples.length);
  for (let index = 0; index < samples.length; index++) samples[index] = (audio.samples[index] as number) * gain;
  limitPeaks(samples, audio.sampleRateHz, 10 ** ((options.peakCeilingDb ?? -1) / 20));
  return { samples, sampleRateHz: audio.sampleRateHz };
}

/**
 * In place. The gain a sample needs (ceiling / |x|) is taken as the minimum
 * over the look-ahead window, released exponentially, then averaged over the
 * same window: the average at a peak only spans gains already at or below
 * what that peak needs, so no sample ends above the ceiling.
 */
function limitPeaks(samples: Float32Array, sampleRateHz: number, ceiling: number): void {
  const window = Math.max(1, Math.round((limiterLookaheadMs / 1000) * sampleRateHz));
  let needsLimiting = false;
  for (const sample of samples) if (Math.abs(sample) > ceiling) needsLimiting = true;
  if (!needsLimiting) return;
  const required = new Float32Array(samples.length);
  for (let index = 0; index < samples.length; index++) {
    const magnitude = Math.abs(samples[index] as number);
    required[index] = magnitude > ceiling ? ceiling / magnitude : 1;
  }
  const releaseStep = 1 - Math.exp(-1 / ((limiterReleaseMs / 1000) * sampleRateHz));
  const held = slidingMinimumAhead(required, window);
  let previous = 1;
  for (let index = 0; index < held.length; index++) {
    previous = Math.min(held[index] as number, previous + (1 - previous) * releaseStep);
    held[index] = previous;
  }
  let sum = 0;
  for (let index = 0; index < samples.length; index++) {
    sum += held[index] as number;
    if (index >= window) sum -= held[index - window] as number;
    const gain = sum / Math.min(window, index + 1);
    samples[index] = (samples[index] as number) * gain;
  }
}

/** out[i] = min(values[i .. i + window - 1]), in O(n) with a monotonic deque. */
function slidingMinimumAhead(values: Float32Array, window: number): Float32Array {
  const output = new Float32Array(values.length);
  const deque = new Int32Array(values.length);
  let head = 0;
  let tail = 0;
  for (let index = values.length - 1; index >= 0; index--) {
    while (tail > head && (values[deque[tail - 1] as number] as number) >= (values[index] as number)) tail--;
    deque[tail++] = index;
    while ((deque[head] as number) > index + window - 1) head++;
    output[index] = values[deque[head] as number] as number;
  }
  return output;
}
