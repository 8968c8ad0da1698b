import { describe, expect, it } from 'vitest';
import { concatPcm, createSilence } from './pcm-audio.ts';
import { createHarmonicTone } from './test-signals.fixture.ts';
import { trimSilence } from './trim-silence.ts';

describe('trimSilence', () => {
  it('cuts leading and trailing silence and keeps the padding', () => {
    const clip = concatPcm(
      [createSilence(700, 16_000), createHarmonicTone({ frequencyHz: 200, durationMs: 500, sampleRateHz: 16_000 }), createSilence(900, 16_000)],
      16_000,
    );
    const trimmed = trimSilence(clip, { paddingMs: 50 });
    expect(trimmed.startMs).toBeCloseTo(650, -1);
    expect(trimmed.endMs).toBeCloseTo(1250, -1);
    expect(trimmed.audio.samples.length).toBe(Math.round(((trimmed.endMs - trimmed.startMs) / 1000) * 16_000));
  });

  it('turns an all-silent clip into an empty one', () => {
    expect(trimSilence(createSilence(500, 48_000)).audio.samples.length).toBe(0);
  });
});
