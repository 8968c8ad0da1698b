import { describe, expect, it } from 'vitest';
import { measureRmsDb } from './pcm-audio.ts';
import { resamplePcm } from './resample.ts';
import { createHarmonicTone } from './test-signals.fixture.ts';

/** Zero crossings per second / 2 = frequency, for a pure tone. */
function measureFrequencyHz(samples: Float32Array, sampleRateHz: number): number {
  let crossings = 0;
  for (let index = 1; index < samples.length; index++) if ((samples[index - 1] as number) < 0 !== (samples[index] as number) < 0) crossings++;
  return crossings / 2 / (samples.length / sampleRateHz);
}

describe('resamplePcm', () => {
  it('keeps pitch, level and duration from 22.05 kHz to 48 kHz', () => {
    const tone = createHarmonicTone({ frequencyHz: 1000, durationMs: 1000, sampleRateHz: 22_050 });
    const resampled = resamplePcm(tone, 48_000);
    expect(resampled.sampleRateHz).toBe(48_000);
    expect(resampled.samples.length).toBeGreaterThanOrEqual(47_990);
    expect(resampled.samples.length).toBeLessThanOrEqual(48_000);
    const middle = { samples: resampled.samples.subarray(2000, 46_000), sampleRateHz: 48_000 };
    expect(measureFrequencyHz(middle.samples, 48_000)).toBeCloseTo(1000, -1);
    expect(measureRmsDb(middle)).toBeCloseTo(measureRmsDb(tone), 1);
  });

  it('removes content above the new Nyquist frequency instead of folding it down', () => {
    const high = createHarmonicTone({ frequencyHz: 10_000, durationMs: 500, sampleRateHz: 48_000 });
    const downsampled = resamplePcm(high, 16_000);
    const middle = { samples: downsampled.samples.subarray(500, 7500), sampleRateHz: 16_000 };
    expect(measureRmsDb(middle) - measureRmsDb(high)).toBeLessThan(-50);
  });
});
