import type { PcmAudio } from '@talkreel/speech';

/** One envelope value per 10 ms: fine enough for 25 fps video, coarse enough to be cheap. */
export const envelopeStepMs = 10;

/** RMS window centred on each step, so the envelope does not trail the sound. */
const windowMs = 20;
/** Absolute floor: anything quieter is silence whatever the recording's level. */
const floorDb = -60;
/** Frames more than this below the speech level count as silence (breaths, room tone, codec noise). */
const gateRangeDb = 30;
/** The speech level: this percentile of the non-silent frames, so a few shouts do not set it. */
const speechLevelPercentile = 0.9;
/** Attack and release time constants: the jaw opens almost at once and closes a little slower, as a real one. */
const attackMs = 12;
const releaseMs = 35;
/** Values below this are written as 0, so that silence is exactly closed. */
const zeroBelow = 0.02;

/**
 * Loudness envelope of speech, 0–1 every 10 ms: RMS level in dB over a
 * 20 ms window centred on the step, mapped linearly from a gate 30 dB
 * under the speech level (90th percentile of the frames above -60 dBFS)
 * up to that level, then smoothed with a 12 ms attack and a 35 ms release.
 * Relative to the recording's own level, so quiet and loud recordings move
 * the jaw alike; exactly 0 in silence.
 */
export function computeSpeechEnvelope(audio: PcmAudio): number[] {
  const levels = frameLevelsDb(audio);
  const audible = levels.filter((level) => level > floorDb).sort((a, b) => a - b);
  if (audible.length === 0) return levels.map(() => 0);
  const speechLevel = audible[Math.min(audible.length - 1, Math.floor(speechLevelPercentile * audible.length))] as number;
  const gate = Math.max(floorDb, speechLevel - gateRangeDb);
  const attack = 1 - Math.exp(-envelopeStepMs / attackMs);
  const release = 1 - Math.exp(-envelopeStepMs / releaseMs);
  const envelope: number[] = [];
  let smoothed = 0;
  for (const level of levels) {
    const target = level <= gate ? 0 : Math.min(1, (level - gate) / Math.max(1, speechLevel - gate));
    smoothed += (target - smoothed) * (target > smoothed ? attack : release);
    envelope.push(smoothed < zeroBelow ? 0 : smoothed);
  }
  return envelope;
}

/** RMS level in dBFS of the window centred on each 10 ms step, from 0 to the end of the clip. */
function frameLevelsDb(audio: PcmAudio): number[] {
  const { samples, sampleRateHz } = audio;
  const step = (sampleRateHz * envelopeStepMs) / 1000;
  const half = Math.round((sampleRateHz * windowMs) / 2000);
  const count = Math.ceil(samples.length / step);
  const levels: number[] = [];
  for (let frame = 0; frame < count; frame++) {
    const centre = Math.round(frame * step + step / 2);
    const start = Math.max(0, centre - half);
    const end = Math.min(samples.length, centre + half);
    let sum = 0;
    for (let index = start; index < end; index++) sum += (samples[index] as number) ** 2;
    levels.push(end > start && sum > 0 ? 10 * Math.log10(sum / (end - start)) : -Infinity);
  }
  return levels;
}
