/**
 * Mono PCM samples in [-1, 1] at a known rate: the one in-memory audio shape
 * of this package. Float32Array so that it crosses worker threads by copy
 * (or transfer) without conversion.
 */
export interface PcmAudio {
  samples: Float32Array;
  sampleRateHz: number;
}

/** Output rate of every engine: what the video pipeline mixes at. */
export const speechSampleRateHz = 48_000;

export function getPcmDurationMs(audio: PcmAudio): number {
  return (audio.samples.length / audio.sampleRateHz) * 1000;
}

export function createSilence(durationMs: number, sampleRateHz: number): PcmAudio {
  return { samples: new Float32Array(Math.max(0, Math.round((durationMs / 1000) * sampleRateHz))), sampleRateHz };
}

/** Joins clips of one sample rate end to end. */
export function concatPcm(parts: readonly PcmAudio[], sampleRateHz: number): PcmAudio {
  let length = 0;
  for (const part of parts) {
    if (part.sampleRateHz !== sampleRateHz) {
      throw new Error(`concatPcm: a part is at ${part.sampleRateHz} Hz, expected ${sampleRateHz} Hz`);
    }
    length += part.samples.length;
  }
  const samples = new Float32Array(length);
  let offset = 0;
  for (const part of parts) {
    samples.set(part.samples, offset);
    offset += part.samples.length;
  }
  return { samples, sampleRateHz };
}

/** Copies `[startMs, endMs)` of a clip; bounds are clamped to the clip. */
export function slicePcm(audio: PcmAudio, startMs: number, endMs: number): PcmAudio {
  const start = Math.max(0, Math.round((startMs / 1000) * audio.sampleRateHz));
  const end = Math.min(audio.samples.length, Math.round((endMs / 1000) * audio.sampleRateHz));
  return { samples: audio.samples.slice(start, Math.max(start, end)), sampleRateHz: audio.sampleRateHz };
}

/** Root-mean-square level in dBFS (a full-scale sine reads -3 dB); -Infinity for digital silence. */
export function measureRmsDb(audio: PcmAudio): number {
  let sum = 0;
  for (const sample of audio.samples) sum += sample * sample;
  if (sum === 0 || audio.samples.length === 0) return -Infinity;
  return 10 * Math.log10(sum / audio.samples.length);
}

export function measurePeakDb(audio: PcmAudio): number {
  let peak = 0;
  for (const sample of audio.samples) peak = Math.max(peak, Math.abs(sample));
  return peak === 0 ? -Infinity : 20 * Math.log10(peak);
}
