import type { PcmAudio } from './pcm-audio.ts';

/**
 * A voiced-speech stand-in for tests: a fundamental with decaying harmonics
 * (a buzz whose pitch YIN must find), at a peak amplitude.
 */
export function createHarmonicTone(input: { frequencyHz: number; durationMs: number; sampleRateHz: number; amplitude?: number; harmonics?: number }): PcmAudio {
  const length = Math.round((input.durationMs / 1000) * input.sampleRateHz);
  const samples = new Float32Array(length);
  const harmonics = input.harmonics ?? 1;
  let peak = 0;
  for (let index = 0; index < length; index++) {
    let value = 0;
    for (let harmonic = 1; harmonic <= harmonics; harmonic++) {
      value += Math.sin((2 * Math.PI * input.frequencyHz * harmonic * index) / input.sampleRateHz) / harmonic;
    }
    samples[index] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  const scale = (input.amplitude ?? 0.5) / peak;
  for (let index = 0; index < length; index++) samples[index] = (samples[index] as number) * scale;
  return { samples, sampleRateHz: input.sampleRateHz };
}

/** Deterministic white noise (a linear congruential generator), for tests that need a broadband signal. */
export function createNoise(input: { durationMs: number; sampleRateHz: number; amplitude: number; seed?: number }): PcmAudio {
  const samples = new Float32Array(Math.round((input.durationMs / 1000) * input.sampleRateHz));
  let state = input.seed ?? 12345;
  for (let index = 0; index < samples.length; index++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    samples[index] = ((state / 2147483648) * 2 - 1) * input.amplitude;
  }
  return { samples, sampleRateHz: input.sampleRateHz };
}
