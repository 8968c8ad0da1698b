import { powerSpectrum, resamplePcm, type PcmAudio } from '@talkreel/speech';
import type { MouthShape } from '../face-types.ts';
import type { ShapeSegment } from './mouth-timing.ts';
import { envelopeStepMs } from './speech-envelope.ts';

const analysisRateHz = 16_000;
const windowLength = 400;
const fftSize = 512;
/** Frames quieter than this (envelope) are consonants or weak syllables: a small opening whatever their spectrum. */
const vowelLoudness = 0.5;
/** Hum through closed lips is quieter than an open vowel's. */
const closedLipsLoudness = 0.8;
/** Labels are smoothed with a majority vote over this many frames (50 ms) before the timing rules. */
const voteFrames = 5;

interface FrameFeatures {
  /** Share of the 200–1100 Hz energy above 550 Hz: high when the first formant is high, i.e. the jaw is open. */
  openness: number;
  /** Share of the 600–3200 Hz energy above 1500 Hz: second formant high (front vowel) or low (back, rounded). */
  frontness: number;
  /** Share of the 600–3200 Hz energy above 2 kHz: only "ee" reaches it among close vowels. */
  brightness: number;
  /** Share of all energy above 4 kHz: hiss of S, SH, F, T. */
  hiss: number;
  /** Share of all energy below 400 Hz: the hum of M, N and voiced closures. */
  hum: number;
}

/**
 * Mouth shapes from the sound alone, for any language: per 10 ms frame,
 * band energies of a 25 ms spectrum (thresholds measured on eSpeak NG
 * voices, female and male, English, German and French) tell hiss (S, T →
 * B; F with its weaker hiss and some voicing → G), hum with no energy
 * above 1.5 kHz (lips closed on M, B → A), and for vowels how open (energy
 * around the first formant) and how front (second formant) they are:
 * open back → D, open front and mid → C, mid back → E, close bright
 * ("ee") → B, close dark ("oo", W) → F. Frames are smoothed by a 50 ms
 * majority vote; silent ones get no shape (rest).
 */
export function acousticShapeSegments(audio: PcmAudio, envelope: readonly number[]): ShapeSegment[] {
  const labels = frameFeatures(audio, envelope.length).map((feature, frame) => shapeOfFrame(feature, envelope[frame] ?? 0));
  const segments: ShapeSegment[] = [];
  for (const [frame, shape] of majorityVote(labels).entries()) {
    if (shape === null) continue;
    const last = segments.at(-1);
    const startMs = frame * envelopeStepMs;
    if (last && last.shape === shape && last.endMs === startMs) last.endMs = startMs + envelopeStepMs;
    else segments.push({ startMs, endMs: startMs + envelopeStepMs, shape });
  }
  return segments;
}

function shapeOfFrame(feature: FrameFeatures, loudness: number): MouthShape | null {
  if (loudness === 0) return null;
  if (feature.hiss >= 0.3) return feature.hum > 0.1 && feature.hum < 0.4 ? 'G' : 'B';
  if (feature.hum >= 0.7 && feature.frontness < 0.2 && loudness < closedLipsLoudness) return 'A';
  if (loudness < vowelLoudness) return 'B';
  if (feature.openness >= 0.6) return feature.frontness < 0.25 ? 'D' : 'C';
  if (feature.openness >= 0.3) return feature.frontness < 0.12 ? 'E' : 'C';
  return feature.brightness >= 0.55 ? 'B' : 'F';
}

function frameFeatures(audio: PcmAudio, frameCount: number): FrameFeatures[] {
  const samples = audio.sampleRateHz === analysisRateHz ? audio.samples : resamplePcm(audio, analysisRateHz).samples;
  const step = (analysisRateHz * envelopeStepMs) / 1000;
  const binHz = analysisRateHz / fftSize;
  const window = Float64Array.from({ length: windowLength }, (_, index) => 0.5 - 0.5 * Math.cos((2 * Math.PI * index) / (windowLength - 1)));
  const frame = new Float64Array(windowLength);
  const band = (power: Float64Array, lowHz: number, highHz: number) => {
    let sum = 0;
    for (let bin = Math.ceil(lowHz / binHz); bin <= Math.min(power.length - 1, Math.floor(highHz / binHz)); bin++) sum += power[bin] as number;
    return sum;
  };
  return Array.from({ length: frameCount }, (_, index) => {
    const start = Math.round(index * step + step / 2 - windowLength / 2);
    for (let offset = 0; offset < windowLength; offset++) frame[offset] = (samples[start + offset] ?? 0) * (window[offset] as number);
    const power = powerSpectrum(frame, fftSize);
    const total = band(power, 60, 8000) + 1e-12;
    const firstFormant = band(power, 200, 1100) + 1e-12;
    const secondFormant = band(power, 600, 3200) + 1e-12;
    return {
      openness: band(power, 550, 1100) / firstFormant,
      frontness: band(power, 1500, 3200) / secondFormant,
      hiss: band(power, 4000, 8000) / total,
      hum: band(power, 60, 400) / total,
      brightness: band(power, 2000, 3200) / secondFormant,
    };
  });
}

/** Each sounding frame takes the most common shape among the sounding frames around it; silent frames stay silent. */
function majorityVote(labels: readonly (MouthShape | null)[]): (MouthShape | null)[] {
  const half = Math.floor(voteFrames / 2);
  return labels.map((label, frame) => {
    if (label === null) return null;
    const counts = new Map<MouthShape, number>();
    for (let other = Math.max(0, frame - half); other <= Math.min(labels.length - 1, frame + half); other++) {
      const shape = labels[other];
      if (shape) counts.set(shape, (counts.get(shape) ?? 0) + 1);
    }
    let best = label;
    for (const [shape, count] of counts) if (count > (counts.get(best) ?? 0)) best = shape;
    return best;
  });
}
