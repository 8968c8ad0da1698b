import type { HeadPose, MouthPose } from '../face-types.ts';
import type { ControlMesh } from './control-mesh.ts';

/** The widest opening (open = 1), lips' inner gap at the centre, as a share of the mouth's width. */
const maxGapShare = 0.42;
/** Of the opening, the upper lip takes this share (it rises), the lower lip and jaw the rest. */
const upperLipShare = 0.18;
/** The chin drops this share of the lower lip's drop (the lip rolls a little further than the jaw). */
const chinShare = 0.72;

/**
 * Where every control point goes for one mouth pose and head pose: the
 * photo's own lip gap is closed first (the rest pose is a closed mouth), then
 * the jaw, lips and head move by the weights the control mesh holds. Blinks
 * move no point: the closing lid is painted over the eye (closing-lids.ts),
 * so that glasses or brows over the lid stay where they are.
 * Returns the lips' gap at the centre in px (0 when closed).
 */
export function deformControlMesh(mesh: ControlMesh, mouth: MouthPose, head: HeadPose, out: Float64Array): number {
  const { rest, frame, weights } = mesh;
  const press = clamp01(mouth.press);
  const open = clamp01(mouth.open) * (1 - press);
  const gap = open * maxGapShare * frame.mouthWidthPx;
  const lowerDrop = gap * (1 - upperLipShare);
  const jawDrop = lowerDrop * chinShare;
  const upperRise = gap * upperLipShare;
  // wide pulls the corners out, round draws them in; round and press change the lips' thickness.
  const stretch = 0.16 * clamp01(mouth.wide) - 0.24 * clamp01(mouth.round);
  const thickness = 0.14 * clamp01(mouth.round) - 0.3 * press - 0.04 * clamp01(mouth.wide);
  // A tucked lower lip (F, V) rises toward the upper teeth.
  const tuck = clamp01(mouth.teeth) * (1 - open) * 0.08 * frame.mouthWidthPx;
  const yaw = head.yaw;
  const pitch = head.pitch;
  const roll = head.roll;
  const shiftX = head.shiftX * frame.widthPx;
  const shiftY = head.shiftY * frame.heightPx - head.breath * frame.heightPx;
  const pivotX = frame.centreX + frame.downX * frame.heightPx * 0.8;
  const pivotY = frame.centreY + frame.downY * frame.heightPx * 0.8;
  const { downX, downY, rightX, rightY } = frame;
  for (let index = 0; index < mesh.pointCount; index += 1) {
    const x = rest[index * 2]!;
    const y = rest[index * 2 + 1]!;
    const headWeight = weights.head[index]!;
    if (headWeight === 0) {
      out[index * 2] = x;
      out[index * 2 + 1] = y;
      continue;
    }
    const across = weights.acrossMouth[index]!;
    const fromMidline = weights.fromMidline[index]!;
    const profile = Math.sqrt(Math.max(0, 1 - across * across));
    const lowerLip = weights.lowerLip[index]!;
    const jaw = weights.jaw[index]!;
    let down =
      weights.close[index]! + jaw * jawDrop + lowerLip * (lowerDrop * profile - jawDrop * jaw) - weights.upperLip[index]! * upperRise - lowerLip * tuck;
    const mouthWeight = weights.mouth[index]!;
    down += mouthWeight * thickness * fromMidline;
    const right = mouthWeight * stretch * (across * frame.mouthWidthPx * 0.5);
    // Head: yaw and pitch swing points by their depth in front of the rotation centre; roll turns about the neck.
    const depth = weights.depth[index]!;
    let dx = right * rightX + down * downX;
    let dy = right * rightY + down * downY;
    const px = x + dx;
    const py = y + dy;
    dx += headWeight * (yaw * depth + shiftX - roll * (py - pivotY));
    dy += headWeight * (pitch * depth + shiftY + roll * (px - pivotX));
    out[index * 2] = x + dx;
    out[index * 2 + 1] = y + dy;
  }
  return gap;
}

function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}
