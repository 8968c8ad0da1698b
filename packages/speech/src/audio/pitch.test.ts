import { describe, expect, it } from 'vitest';
import { concatPcm, createSilence } from './pcm-audio.ts';
import { estimatePitch } from './pitch.ts';
import { summarizePitch } from './pitch-summary.ts';
import { createHarmonicTone } from './test-signals.fixture.ts';

describe('estimatePitch (YIN)', () => {
  it.each([85, 120, 210, 330])('finds %i Hz in a harmonic-rich tone within 1 %', (frequencyHz) => {
    const tone = createHarmonicTone({ frequencyHz, durationMs: 600, sampleRateHz: 48_000, harmonics: 8 });
    expect(summarizePitch(estimatePitch(tone)).medianHz).toBeGreaterThan(frequencyHz * 0.99);
    expect(summarizePitch(estimatePitch(tone)).medianHz).toBeLessThan(frequencyHz * 1.01);
  });

  it('reports silence as unvoiced and measures the range of a two-pitch clip', () => {
    const clip = concatPcm(
      [
        createSilence(300, 16_000),
        createHarmonicTone({ frequencyHz: 100, durationMs: 500, sampleRateHz: 16_000, harmonics: 4 }),
        createHarmonicTone({ frequencyHz: 200, durationMs: 500, sampleRateHz: 16_000, harmonics: 4 }),
      ],
      16_000,
    );
    const frames = estimatePitch(clip);
    expect(frames.filter((frame) => frame.timeMs < 250).every((frame) => frame.frequencyHz === null)).toBe(true);
    const summary = summarizePitch(frames);
    expect(summary.lowHz).toBeCloseTo(100, -1);
    expect(summary.highHz).toBeCloseTo(200, -1);
    expect(summary.rangeSemitones).toBeGreaterThan(11);
    expect(summary.voicedFraction).toBeGreaterThan(0.6);
  });

  it('refuses to summarise a clip with no voice', () => {
    expect(() => summarizePitch(estimatePitch(createSilence(500, 16_000)))).toThrow('No voiced frames');
  });
});
