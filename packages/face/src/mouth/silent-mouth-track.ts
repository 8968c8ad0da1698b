import type { MouthTrack } from '../face-types.ts';

const envelopeStepMs = 10;

/** A closed mouth for `durationMs`: what a listening person is animated with (blinks, breathing and head motion go on). */
export function silentMouthTrack(durationMs: number): MouthTrack {
  const length = Math.max(1, Math.round(durationMs));
  return {
    durationMs: length,
    cues: [{ startMs: 0, endMs: length, shape: 'X' }],
    envelope: new Array<number>(Math.ceil(length / envelopeStepMs)).fill(0),
    envelopeStepMs,
    source: 'phonemes',
  };
}
