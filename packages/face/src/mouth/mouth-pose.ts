import type { MouthPose, MouthShape, MouthTrack } from '../face-types.ts';

/** Each Rhubarb shape as a pose (the loudness envelope scales `open` under it). */
const shapePoses: Record<MouthShape, MouthPose> = {
  A: { open: 0, wide: 0, round: 0, press: 1, teeth: 0, tongue: 0 },
  B: { open: 0.25, wide: 0.3, round: 0, press: 0, teeth: 0.6, tongue: 0 },
  C: { open: 0.5, wide: 0.35, round: 0, press: 0, teeth: 0.5, tongue: 0 },
  D: { open: 0.85, wide: 0.2, round: 0, press: 0, teeth: 0.4, tongue: 0.3 },
  E: { open: 0.45, wide: 0, round: 0.5, press: 0, teeth: 0.2, tongue: 0 },
  F: { open: 0.2, wide: 0, round: 1, press: 0, teeth: 0, tongue: 0 },
  G: { open: 0.08, wide: 0.2, round: 0, press: 0, teeth: 1, tongue: 0 },
  H: { open: 0.4, wide: 0.2, round: 0, press: 0, teeth: 0.4, tongue: 1 },
  X: { open: 0, wide: 0, round: 0, press: 0, teeth: 0, tongue: 0 },
};

/** Cue changes blend over this long, centred on the boundary. */
const blendMs = 70;

/**
 * The mouth at `timeMs`: the cue's shape, blended into the next near a
 * boundary, its opening following the loudness envelope (a quiet syllable
 * opens less than a loud one; silence closes). A minimal version the mouth
 * engine's replaces.
 */
export function mouthPoseAt(track: MouthTrack, timeMs: number): MouthPose {
  const cues = track.cues;
  let index = cues.findIndex((cue) => timeMs < cue.endMs);
  if (index < 0) index = cues.length - 1;
  const cue = cues[index];
  let pose: MouthPose = cue && timeMs >= cue.startMs ? shapePoses[cue.shape] : shapePoses.X;
  const next = cues[index + 1];
  if (cue && next && timeMs > cue.endMs - blendMs / 2) {
    pose = mix(pose, shapePoses[next.shape], Math.min(1, (timeMs - (cue.endMs - blendMs / 2)) / blendMs));
  }
  const previous = cues[index - 1];
  if (cue && previous && timeMs < cue.startMs + blendMs / 2) {
    pose = mix(shapePoses[previous.shape], pose, 0.5 + (timeMs - cue.startMs) / blendMs);
  }
  const loudness = envelopeAt(track, timeMs);
  const hasCues = cues.length > 0;
  // Without cues the envelope alone drives the jaw.
  const open = hasCues ? pose.open * (0.35 + 0.65 * Math.min(1, loudness * 1.6)) : Math.min(1, loudness * 1.2);
  return { ...pose, open };
}

function envelopeAt(track: MouthTrack, timeMs: number): number {
  const position = timeMs / track.envelopeStepMs;
  const index = Math.floor(position);
  const a = track.envelope[index] ?? 0;
  const b = track.envelope[index + 1] ?? a;
  return a + (b - a) * (position - index);
}

function mix(a: MouthPose, b: MouthPose, t: number): MouthPose {
  const k = Math.min(1, Math.max(0, t));
  return {
    open: a.open + (b.open - a.open) * k,
    wide: a.wide + (b.wide - a.wide) * k,
    round: a.round + (b.round - a.round) * k,
    press: a.press + (b.press - a.press) * k,
    teeth: a.teeth + (b.teeth - a.teeth) * k,
    tongue: a.tongue + (b.tongue - a.tongue) * k,
  };
}
