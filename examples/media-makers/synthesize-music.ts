import { voiceSampleRateHz } from './synthesize-voice.ts';

/** A C-major-seven arpeggio, eight plucked notes a bar. */
const arpeggioHz = [261.63, 329.63, 392.0, 493.88, 523.25, 493.88, 392.0, 329.63];
const noteMs = 250;
/** The loop: two bars of arpeggio over a soft pad, 4 s, ending where it began so it repeats without a seam. */
export const musicLoopMs = arpeggioHz.length * noteMs * 2;

export function synthesizeMusicLoop(): Float32Array {
  const sampleCount = Math.round((musicLoopMs * voiceSampleRateHz) / 1000);
  const samples = new Float32Array(sampleCount);
  for (let index = 0; index < sampleCount; index += 1) {
    const timeSeconds = index / voiceSampleRateHz;
    const noteIndex = Math.floor((timeSeconds * 1000) / noteMs);
    const noteSeconds = timeSeconds - (noteIndex * noteMs) / 1000;
    const frequencyHz = arpeggioHz[noteIndex % arpeggioHz.length]!;
    const pluck = Math.exp(-noteSeconds * 9) * (Math.sin(2 * Math.PI * frequencyHz * timeSeconds) + 0.3 * Math.sin(4 * Math.PI * frequencyHz * timeSeconds));
    // Pad partials complete whole cycles in the loop (4 s), so the loop point is seamless.
    const pad = [130, 196, 247].reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * timeSeconds), 0) / 3;
    samples[index] = 0.3 * pluck + 0.08 * pad;
  }
  return samples;
}
