import type { PcmAudio } from '../audio/pcm-audio.ts';
import { resamplePcm } from '../audio/resample.ts';
import { powerSpectrum } from './fft.ts';

/** Analysis settings shared by alignment and voice measurement. */
export const featureRateHz = 16_000;
export const featureHopMs = 10;
const windowLength = 400;
const fftSize = 512;
const melBandCount = 26;
const coefficientCount = 13;

/**
 * Mel-frequency cepstral coefficients c1..c12 per 10 ms frame (25 ms Hamming
 * window, pre-emphasis 0.97, 26 mel bands from 80 Hz to 7.6 kHz), with
 * per-clip mean and variance normalisation so that two speakers' clips of
 * the same words are comparable. c0 (loudness) is left out.
 */
export function computeMfcc(audio: PcmAudio): Float32Array[] {
  const samples = audio.sampleRateHz === featureRateHz ? audio.samples : resamplePcm(audio, featureRateHz).samples;
  const hop = (featureRateHz * featureHopMs) / 1000;
  const filters = melFilterBank();
  const window = Float64Array.from({ length: windowLength }, (_, index) => 0.54 - 0.46 * Math.cos((2 * Math.PI * index) / (windowLength - 1)));
  const frames: Float32Array[] = [];
  const frame = new Float64Array(windowLength);
  for (let start = 0; start + windowLength <= samples.length; start += hop) {
    for (let index = 0; index < windowLength; index++) {
      const previous = start + index > 0 ? (samples[start + index - 1] as number) : 0;
      frame[index] = ((samples[start + index] as number) - 0.97 * previous) * (window[index] as number);
    }
    const power = powerSpectrum(frame, fftSize);
    const logMel = filters.map((filter) => Math.log(filter.reduce((sum, weight, bin) => sum + weight * (power[bin] as number), 0) + 1e-10));
    const coefficients = new Float32Array(coefficientCount - 1);
    for (let k = 1; k < coefficientCount; k++) {
      let sum = 0;
      for (let band = 0; band < melBandCount; band++) sum += (logMel[band] as number) * Math.cos((Math.PI * k * (band + 0.5)) / melBandCount);
      coefficients[k - 1] = sum;
    }
    frames.push(coefficients);
  }
  normalise(frames);
  return frames;
}

function normalise(frames: Float32Array[]): void {
  if (frames.length === 0) return;
  const dimensions = (frames[0] as Float32Array).length;
  for (let dimension = 0; dimension < dimensions; dimension++) {
    let sum = 0;
    let squares = 0;
    for (const frame of frames) {
      sum += frame[dimension] as number;
      squares += (frame[dimension] as number) ** 2;
    }
    const mean = sum / frames.length;
    const deviation = Math.sqrt(Math.max(1e-8, squares / frames.length - mean * mean));
    for (const frame of frames) frame[dimension] = ((frame[dimension] as number) - mean) / deviation;
  }
}

function melFilterBank(): Float64Array[] {
  const toMel = (hz: number) => 2595 * Math.log10(1 + hz / 700);
  const toHz = (mel: number) => 700 * (10 ** (mel / 2595) - 1);
  const lowMel = toMel(80);
  const highMel = toMel(7600);
  const edges = Array.from({ length: melBandCount + 2 }, (_, index) => toHz(lowMel + ((highMel - lowMel) * index) / (melBandCount + 1)));
  const binHz = featureRateHz / fftSize;
  return Array.from({ length: melBandCount }, (_, band) => {
    const [left, centre, right] = [edges[band] as number, edges[band + 1] as number, edges[band + 2] as number];
    return Float64Array.from({ length: fftSize / 2 + 1 }, (_, bin) => {
      const hz = bin * binHz;
      if (hz <= left || hz >= right) return 0;
      return hz <= centre ? (hz - left) / (centre - left) : (right - hz) / (right - centre);
    });
  });
}
