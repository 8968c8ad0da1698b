import type { PcmAudio } from './pcm-audio.ts';

export interface TrimSilenceOptions {
  /** Level below which a 10 ms frame counts as silence, in dBFS RMS. */
  thresholdDb?: number;
  /** Silence kept before the first and after the last loud frame. */
  paddingMs?: number;
}

export interface TrimmedAudio {
  audio: PcmAudio;
  /** Where the kept part began and ended in the input. */
  startMs: number;
  endMs: number;
}

const frameMs = 10;

/** Cuts leading and trailing silence; an all-silent clip becomes empty. */
export function trimSilence(audio: PcmAudio, options: TrimSilenceOptions = {}): TrimmedAudio {
  const threshold = 10 ** ((options.thresholdDb ?? -50) / 20);
  const paddingMs = options.paddingMs ?? 50;
  const frameLength = Math.max(1, Math.round((frameMs / 1000) * audio.sampleRateHz));
  const frameCount = Math.ceil(audio.samples.length / frameLength);
  let first = -1;
  let last = -1;
  for (let frame = 0; frame < frameCount; frame++) {
    let sum = 0;
    const start = frame * frameLength;
    const end = Math.min(audio.samples.length, start + frameLength);
    for (let index = start; index < end; index++) sum += (audio.samples[index] as number) ** 2;
    if (Math.sqrt(sum / (end - start)) >= threshold) {
      if (first < 0) first = frame;
      last = frame;
    }
  }
  if (first < 0) return { audio: { samples: new Float32Array(0), sampleRateHz: audio.sampleRateHz }, startMs: 0, endMs: 0 };
  const padding = Math.round((paddingMs / 1000) * audio.sampleRateHz);
  const startSample = Math.max(0, first * frameLength - padding);
  const endSample = Math.min(audio.samples.length, (last + 1) * frameLength + padding);
  return {
    audio: { samples: audio.samples.slice(startSample, endSample), sampleRateHz: audio.sampleRateHz },
    startMs: (startSample / audio.sampleRateHz) * 1000,
    endMs: (endSample / audio.sampleRateHz) * 1000,
  };
}
