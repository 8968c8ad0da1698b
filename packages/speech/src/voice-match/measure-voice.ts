import { powerSpectrum } from '../alignment/fft.ts';
import type { PcmAudio } from '../audio/pcm-audio.ts';
import { estimatePitch, type PitchFrame } from '../audio/pitch.ts';
import { summarizePitch } from '../audio/pitch-summary.ts';
import { resamplePcm } from '../audio/resample.ts';

/** What voice matching compares between a recording and the embedded voices. */
export interface VoiceMeasurements {
  medianPitchHz: number;
  /** 10th to 90th percentile of F0, in semitones. */
  pitchRangeSemitones: number;
  /** Syllable nuclei per second of speech (pauses over 300 ms left out). */
  speakingRateSyllablesPerSecond: number;
  /** Energy-weighted spectral centroid of the speech frames: higher is brighter, thinner. */
  brightnessHz: number;
  /** Speech analysed, after pauses are left out. */
  speechMs: number;
}

const analysisRateHz = 16_000;
const frameMs = 10;
/** Longer recordings are measured on their first minute: enough for stable statistics. */
const maxAnalysedMs = 60_000;

/**
 * Measures a recording of one speaker. Speaking rate follows de Jong and
 * Wempe (2009): peaks of the smoothed intensity that rise 2 dB over the dips
 * around them and fall in voiced frames count as syllables.
 */
export function measureVoice(recording: PcmAudio): VoiceMeasurements {
  const resampled = resamplePcm(recording, analysisRateHz);
  const samples = resampled.samples.subarray(0, (analysisRateHz * maxAnalysedMs) / 1000);
  const audio = { samples, sampleRateHz: analysisRateHz };
  const pitchFrames = estimatePitch(audio, { hopMs: frameMs });
  const pitch = summarizePitch(pitchFrames);
  const intensityDb = frameIntensities(samples);
  const loudestDb = Math.max(...intensityDb);
  const speechFrames = intensityDb.map((level) => level > loudestDb - 35);
  const speechMs = countSpeechMs(speechFrames);
  return {
    medianPitchHz: pitch.medianHz,
    pitchRangeSemitones: pitch.rangeSemitones,
    speakingRateSyllablesPerSecond: countSyllables(intensityDb, pitchFrames, loudestDb) / Math.max(0.5, speechMs / 1000),
    brightnessHz: spectralCentroid(samples, speechFrames),
    speechMs,
  };
}

function frameIntensities(samples: Float32Array): number[] {
  const length = (analysisRateHz * frameMs) / 1000;
  const levels: number[] = [];
  for (let start = 0; start + length <= samples.length; start += length) {
    let sum = 0;
    for (let index = start; index < start + length; index++) sum += (samples[index] as number) ** 2;
    levels.push(10 * Math.log10(sum / length + 1e-12));
  }
  // 50 ms moving average: one peak per syllable, not per pitch period.
  return levels.map((_, index) => {
    const window = levels.slice(Math.max(0, index - 2), index + 3);
    return window.reduce((sum, level) => sum + level, 0) / window.length;
  });
}

function countSyllables(intensityDb: readonly number[], pitchFrames: readonly PitchFrame[], loudestDb: number): number {
  let count = 0;
  let lastPeakIndex = -100;
  for (let index = 1; index < intensityDb.length - 1; index++) {
    const level = intensityDb[index] as number;
    if (level < loudestDb - 25 || level < (intensityDb[index - 1] as number) || level < (intensityDb[index + 1] as number)) continue;
    const dipBefore = Math.min(...intensityDb.slice(Math.max(0, index - 15), index));
    const dipAfter = Math.min(...intensityDb.slice(index + 1, index + 16));
    const voiced = pitchFrames.some((frame) => frame.frequencyHz !== null && Math.abs(frame.timeMs - index * frameMs) <= 20);
    if (level - Math.max(dipBefore, dipAfter) >= 2 && voiced && index - lastPeakIndex >= 8) {
      count++;
      lastPeakIndex = index;
    }
  }
  return count;
}

function countSpeechMs(speechFrames: readonly boolean[]): number {
  let speech = 0;
  let silentRun = 0;
  for (const isSpeech of speechFrames) {
    if (isSpeech) {
      speech += 1 + (silentRun <= 30 ? silentRun : 0);
      silentRun = 0;
    } else silentRun++;
  }
  return speech * frameMs;
}

function spectralCentroid(samples: Float32Array, speechFrames: readonly boolean[]): number {
  const length = (analysisRateHz * frameMs) / 1000;
  const fftSize = 512;
  const frame = new Float64Array(fftSize);
  let weighted = 0;
  let total = 0;
  speechFrames.forEach((isSpeech, frameIndex) => {
    if (!isSpeech || frameIndex % 2 === 1) return;
    frame.fill(0);
    for (let index = 0; index < fftSize && frameIndex * length + index < samples.length; index++) {
      frame[index] = (samples[frameIndex * length + index] as number) * (0.5 - 0.5 * Math.cos((2 * Math.PI * index) / (fftSize - 1)));
    }
    const power = powerSpectrum(frame, fftSize);
    power.forEach((value, bin) => {
      weighted += value * ((bin * analysisRateHz) / fftSize);
      total += value;
    });
  });
  return total > 0 ? weighted / total : 0;
}
