import type { MouthCue, MouthPose, MouthShape, MouthTrack } from '../face-types.ts';

const rest: MouthPose = { open: 0, wide: 0, round: 0, press: 0, teeth: 0, tongue: 0 };

/** The pose each shape aims at; `open` is scaled by loudness on top. */
const targets: Record<MouthShape, MouthPose> = {
  A: { ...rest, press: 1 },
  B: { ...rest, open: 0.2, wide: 0.1 },
  C: { ...rest, open: 0.5, wide: 0.3 },
  D: { ...rest, open: 0.9, wide: 0.15 },
  E: { ...rest, open: 0.5, round: 0.5 },
  F: { ...rest, open: 0.25, round: 1 },
  G: { ...rest, open: 0.15, teeth: 1 },
  H: { ...rest, open: 0.45, tongue: 1 },
  X: rest,
};

/** Crossfade between cues, centred on the boundary: long enough not to pop, short enough to hit each 70 ms cue. */
const crossfadeMs = 50;
/** Share of a shape's opening that does not depend on loudness: quiet syllables still move the lips. */
const baseOpening = 0.4;
/**
 * How much of the opening is the jaw riding the loudness envelope rather than
 * the shape's own target: half. Shapes alone follow continuous speech's
 * loudness at r 0.63 (a minute of eSpeak NG, 40 ms frames); with the jaw, 0.86.
 */
const jawShare = 0.5;
/** The jaw's opening at full loudness. */
const jawPerLoudness = 0.8;
/** The jaw reads the envelope this far ahead: it moves a touch before the sound, as the shapes do (and the envelope's release lags). */
const jawLeadMs = 20;

/**
 * The mouth pose at `timeMs` of a track: the current cue's target pose,
 * crossfaded (smoothstep over 50 ms centred on each boundary) with its
 * neighbour near a boundary; the opening is half the shape's (its target ×
 * (0.4 + 0.6 × envelope)) and half a jaw that follows the loudness envelope
 * (0.8 × envelope, held shut while the lips press). Rest (X) and silence are
 * fully closed. Pure: the same track and time give the same pose.
 */
export function mouthPoseAt(track: MouthTrack, timeMs: number): MouthPose {
  const { cues } = track;
  if (cues.length === 0) return { ...rest };
  const index = findCue(cues, timeMs);
  const cue = cues[index] as MouthCue;
  let pose = targets[cue.shape];
  const previous = cues[index - 1];
  const next = cues[index + 1];
  if (previous && timeMs - cue.startMs < crossfadeMs / 2) {
    pose = blendAcross(previous, cue, timeMs);
  } else if (next && cue.endMs - timeMs < crossfadeMs / 2) {
    pose = blendAcross(cue, next, timeMs);
  }
  const loudness = envelopeAt(track, timeMs);
  const shaped = pose.open * (baseOpening + (1 - baseOpening) * loudness);
  // The jaw follows the voice's loudness under every sounding shape, except where the lips press (M B P) or rest.
  const jaw = cue.shape === 'X' ? 0 : jawPerLoudness * envelopeAt(track, timeMs + jawLeadMs) * (1 - pose.press);
  return { ...pose, open: (1 - jawShare) * shaped + jawShare * jaw };
}

function blendAcross(before: MouthCue, after: MouthCue, timeMs: number): MouthPose {
  const halfFade = Math.min(crossfadeMs, before.endMs - before.startMs, after.endMs - after.startMs) / 2;
  if (halfFade <= 0) return targets[after.shape];
  const progress = Math.min(1, Math.max(0, (timeMs - (after.startMs - halfFade)) / (2 * halfFade)));
  const weight = progress * progress * (3 - 2 * progress);
  const from = targets[before.shape];
  const to = targets[after.shape];
  return {
    open: from.open + (to.open - from.open) * weight,
    wide: from.wide + (to.wide - from.wide) * weight,
    round: from.round + (to.round - from.round) * weight,
    press: from.press + (to.press - from.press) * weight,
    teeth: from.teeth + (to.teeth - from.teeth) * weight,
    tongue: from.tongue + (to.tongue - from.tongue) * weight,
  };
}

/** The cue holding `timeMs` (the first or last one outside the track). */
function findCue(cues: readonly MouthCue[], timeMs: number): number {
  let low = 0;
  let high = cues.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((cues[middle] as MouthCue).startMs <= timeMs) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** The envelope at `timeMs`, linear between steps; value i stands for the middle of step i. */
function envelopeAt(track: MouthTrack, timeMs: number): number {
  const { envelope, envelopeStepMs } = track;
  if (envelope.length === 0) return 0;
  const position = Math.min(envelope.length - 1, Math.max(0, timeMs / envelopeStepMs - 0.5));
  const below = Math.floor(position);
  const above = Math.min(envelope.length - 1, below + 1);
  const fraction = position - below;
  return (envelope[below] as number) * (1 - fraction) + (envelope[above] as number) * fraction;
}
