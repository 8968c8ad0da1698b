import { describe, expect, it } from 'vitest';
import { readVoiceMeasurements } from './voice-measurements.ts';

describe('readVoiceMeasurements', () => {
  it('reads the camelCase names the speech package measures under', () => {
    expect(
      readVoiceMeasurements({
        medianPitchHz: 151.2,
        pitchRangeSemitones: 3.4,
        speakingRateSyllablesPerSecond: 4.1,
        brightnessHz: 1830,
        speechMs: 2900,
      }),
    ).toEqual({ medianPitchHz: 151.2, pitchRangeSemitones: 3.4, speakingRateSyllablesPerSecond: 4.1, brightnessHz: 1830 });
  });

  it('reads snake_case and shorter names too', () => {
    expect(readVoiceMeasurements({ median_pitch_hz: 210, speaking_rate: 3.5, pitch_range: 6 })).toEqual({
      medianPitchHz: 210,
      speakingRateSyllablesPerSecond: 3.5,
      pitchRangeSemitones: 6,
    });
  });

  it('leaves out unknown, non-finite and absent measures', () => {
    expect(readVoiceMeasurements({ loudness_lufs: -20, brightness_hz: Number.NaN })).toEqual({});
    expect(readVoiceMeasurements(null)).toEqual({});
  });
});
