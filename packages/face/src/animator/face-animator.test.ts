import { beforeAll, describe, expect, it } from 'vitest';
import type { HeadPose, MouthPose } from '../face-types.ts';
import { loadFixtureMesh, loadFixturePhoto } from '../testing/face-fixtures.ts';
import { createFaceAnimator, type FaceAnimator } from './face-animator.ts';
import { innerLipIndices, outerLipIndices } from './face-landmarks.ts';

const closed: MouthPose = { open: 0, wide: 0, round: 0, press: 0, teeth: 0, tongue: 0 };
const still: HeadPose = { yaw: 0, pitch: 0, roll: 0, shiftX: 0, shiftY: 0, blink: 0, breath: 0 };

let photo: Awaited<ReturnType<typeof loadFixturePhoto>>;
let animator: FaceAnimator;
let mouthBox: { left: number; top: number; right: number; bottom: number };
let fixtureMesh: Awaited<ReturnType<typeof loadFixtureMesh>>['mesh'];
const meshOf = () => fixtureMesh;

beforeAll(async () => {
  photo = await loadFixturePhoto('filippo_giunchedi_2015_800px');
  const { mesh } = await loadFixtureMesh('filippo_giunchedi_2015_800px');
  fixtureMesh = mesh;
  animator = createFaceAnimator({ ...photo, mesh });
  const xs = innerLipIndices.map((index) => mesh[index]![0]);
  const ys = innerLipIndices.map((index) => mesh[index]![1]);
  const width = Math.max(...xs) - Math.min(...xs);
  mouthBox = {
    left: Math.floor(Math.min(...xs)),
    right: Math.ceil(Math.max(...xs)),
    top: Math.floor(Math.min(...ys) - width * 0.1),
    bottom: Math.ceil(Math.max(...ys) + width * 0.5),
  };
});

/** Pixels of the mouth box darker than the darkest of the lips and beard around it: the mouth's cavity. */
function darkArea(data: Uint8Array): number {
  let count = 0;
  for (let y = mouthBox.top; y < mouthBox.bottom; y += 1) {
    for (let x = mouthBox.left; x < mouthBox.right; x += 1) {
      const offset = (y * photo.widthPx + x) * 4;
      if (data[offset]! + data[offset + 1]! + data[offset + 2]! < 3 * 45) count += 1;
    }
  }
  return count;
}

/** The smallest box holding every pixel that differs between two frames, or null. */
function differenceBox(a: Uint8Array, b: Uint8Array) {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let index = 0; index < a.length; index += 4) {
    if (a[index] === b[index] && a[index + 1] === b[index + 1] && a[index + 2] === b[index + 2] && a[index + 3] === b[index + 3]) continue;
    const x = (index / 4) % photo.widthPx;
    const y = Math.floor(index / 4 / photo.widthPx);
    box = box
      ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x + 1), bottom: Math.max(box.bottom, y + 1) }
      : { left: x, top: y, right: x + 1, bottom: y + 1 };
  }
  return box;
}

describe('createFaceAnimator', () => {
  it('opens the mouth further for a larger `open`, showing a dark cavity', () => {
    const areas = [0, 0.3, 0.6, 1].map((open) => darkArea(animator.frameAt({ ...closed, open }, still).data));
    expect(areas[1]).toBeGreaterThan(areas[0]!);
    expect(areas[2]).toBeGreaterThan(areas[1]!);
    expect(areas[3]).toBeGreaterThan(areas[2]! * 1.2);
  });

  it('keeps the photo pixel for pixel away from the face, and reports a changed box that holds every changed pixel', () => {
    const poses: [MouthPose, HeadPose][] = [
      [closed, still],
      [
        { ...closed, open: 0.8 },
        { ...still, yaw: 0.03, breath: 0.005 },
      ],
      [
        { ...closed, round: 1, open: 0.2 },
        { ...still, blink: 1, roll: 0.02 },
      ],
      [closed, still],
      [
        { ...closed, wide: 1, open: 0.4 },
        { ...still, shiftX: 0.01 },
      ],
    ];
    let previous = Uint8Array.from(animator.frameAt(closed, still).data);
    for (const [mouth, head] of poses) {
      const frame = animator.frameAt(mouth, head);
      const changed = differenceBox(previous, frame.data);
      if (changed) {
        const box = frame.changedBox!;
        expect(box.x).toBeLessThanOrEqual(changed.left);
        expect(box.y).toBeLessThanOrEqual(changed.top);
        expect(box.x + box.width).toBeGreaterThanOrEqual(changed.right);
        expect(box.y + box.height).toBeGreaterThanOrEqual(changed.bottom);
      }
      previous = Uint8Array.from(frame.data);
      // The corners of the photo (background) are never touched.
      for (const [x, y] of [
        [5, 5],
        [photo.widthPx - 5, 5],
        [5, photo.heightPx - 5],
        [photo.widthPx - 5, photo.heightPx - 5],
      ] as const) {
        const offset = (y * photo.widthPx + x) * 4;
        expect([...frame.data.subarray(offset, offset + 4)]).toEqual([...photo.rgba.subarray(offset, offset + 4)]);
      }
    }
  });
});

describe('createFaceAnimator, frame after frame', () => {
  it('redraws nothing for the same pose again, and only the mouth when only the mouth moves', () => {
    const fresh = createFaceAnimator({ ...photo, mesh: meshOf() });
    fresh.frameAt({ ...closed, open: 0.5 }, still);
    expect(fresh.frameAt({ ...closed, open: 0.5 }, still).changedBox).toBeNull();
    const box = fresh.frameAt({ ...closed, open: 0.7 }, still).changedBox!;
    // The jaw and lips: well under a tenth of the photo.
    expect(box.width * box.height).toBeLessThan(0.1 * photo.widthPx * photo.heightPx);
  });

  it('draws a pose reached step by step like the same pose drawn at once (every point within a third of a pixel)', () => {
    const stepwise = createFaceAnimator({ ...photo, mesh: meshOf() });
    let frame = stepwise.frameAt(closed, still);
    for (let step = 1; step <= 20; step += 1) {
      frame = stepwise.frameAt({ ...closed, open: step * 0.03 }, { ...still, yaw: step * 0.002, roll: step * 0.001 });
    }
    const atOnce = createFaceAnimator({ ...photo, mesh: meshOf() }).frameAt({ ...closed, open: 0.6 }, { ...still, yaw: 0.04, roll: 0.02 });
    let total = 0;
    for (let index = 0; index < frame.data.length; index += 4) total += Math.abs(frame.data[index]! - atOnce.data[index]!);
    // Mean red difference over the photo: 0.007 levels measured (points shown up to 0.3 px from exact); points left 3 px behind gave 0.8.
    expect(total / (frame.data.length / 4)).toBeLessThan(0.1);
  });
});

describe('createFaceAnimator, a smile showing teeth closed', () => {
  let smile: Awaited<ReturnType<typeof loadFixturePhoto>>;
  let smileMesh: Awaited<ReturnType<typeof loadFixtureMesh>>['mesh'];
  beforeAll(async () => {
    smile = await loadFixturePhoto('katherine_maher_800px');
    smileMesh = (await loadFixtureMesh('katherine_maher_800px')).mesh;
  });
  const luma = (data: Uint8Array, offset: number) => 0.299 * data[offset]! + 0.587 * data[offset + 1]! + 0.114 * data[offset + 2]!;
  /** Teeth in this photo: bright and nearly neutral (her skin is about as bright, but redder; her lips far redder). */
  const isTooth = (data: Uint8Array, offset: number) => luma(data, offset) > 190 && data[offset]! - data[offset + 1]! < 22;
  const isLip = (data: Uint8Array, offset: number) => data[offset]! - data[offset + 1]! > 38;
  /** The lips and what lies between them, in the photo: from the upper lip's top to the lower lip's bottom, between the inner corners. */
  const mouthRegion = () => {
    const xs = [78, 308].map((index) => smileMesh[index]![0]);
    const ys = outerLipIndices.map((index) => smileMesh[index]![1]);
    return { left: Math.ceil(Math.min(...xs)), right: Math.floor(Math.max(...xs)), top: Math.floor(Math.min(...ys)), bottom: Math.ceil(Math.max(...ys)) };
  };

  it('covers the teeth with the lips, leaving no thin bright strip when (nearly) closed', () => {
    const animator = createFaceAnimator({ ...smile, mesh: smileMesh });
    const region = mouthRegion();
    // The middle 70 % of the mouth: its corners hold skin as bright as teeth.
    const inset = Math.round((region.right - region.left) * 0.15);
    const measure = (data: Uint8Array) => {
      let teeth = 0;
      let thinRuns = 0;
      for (let x = region.left + inset; x < region.right - inset; x += 1) {
        let run = 0;
        for (let y = region.top; y <= region.bottom; y += 1) {
          if (y < region.bottom && isTooth(data, (y * smile.widthPx + x) * 4)) {
            teeth += 1;
            run += 1;
            continue;
          }
          if (run > 0 && run <= 2) thinRuns += 1;
          run = 0;
        }
      }
      return { teeth, thinRuns };
    };
    const photo = measure(smile.rgba);
    expect(photo.teeth).toBeGreaterThan(400);
    // Closed, nearly closed, and the closed shapes of speech (the head held still: the region measured is the photo's).
    const poses: MouthPose[] = [
      closed,
      { ...closed, open: 0.05 },
      { ...closed, open: 0.1 },
      { ...closed, open: 0.06, wide: 0.3 },
      { ...closed, press: 1 },
      { ...closed, open: 0.08, round: 0.6 },
    ];
    for (const mouth of poses) {
      const frame = measure(animator.frameAt(mouth, still).data);
      console.log(`smile closed to ${JSON.stringify(mouth)}: ${frame.teeth} teeth px (photo ${photo.teeth}), ${frame.thinRuns} runs of teeth 1–2 px high`);
      expect(frame.teeth).toBeLessThan(photo.teeth * 0.03);
      expect(frame.thinRuns).toBeLessThanOrEqual(2);
    }
  });

  it('keeps the lips as thick as they are in the photo once closed', () => {
    const animator = createFaceAnimator({ ...smile, mesh: smileMesh });
    const region = mouthRegion();
    const centreX = Math.round((smileMesh[13]![0] + smileMesh[14]![0]) / 2);
    // Lip pixels in the 16 columns across the middle of the mouth (top to bottom, teeth between them are not lip).
    const lipPixels = (data: Uint8Array) => {
      let count = 0;
      for (let x = centreX - 8; x < centreX + 8; x += 1) {
        for (let y = region.top - 10; y < region.bottom + 10; y += 1) if (isLip(data, (y * smile.widthPx + x) * 4)) count += 1;
      }
      return count;
    };
    const inPhoto = lipPixels(smile.rgba);
    const closedLips = lipPixels(animator.frameAt(closed, still).data);
    console.log(`lip px across the middle: photo ${inPhoto}, closed ${closedLips}`);
    expect(closedLips).toBeGreaterThan(inPhoto * 0.88);
    expect(closedLips).toBeLessThan(inPhoto * 1.12);
  });
});
