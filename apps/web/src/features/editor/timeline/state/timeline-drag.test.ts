import { describe, expect, it } from 'vitest';
import { buildTestShape } from './timeline-test-elements.ts';
import { planDragStep, startMoveDrag, startSceneEndDrag, startTrimDrag } from './timeline-drag.ts';

const snapOff = { isSnapping: false, targetsMs: [], maxDistanceMs: 0 };

describe('planDragStep', () => {
  it('moves a bar by the pointer delta', () => {
    const drag = startMoveDrag(buildTestShape('a', 1_000, 3_000), [buildTestShape('a', 1_000, 3_000)]);
    expect(planDragStep(drag, 1_234.4, snapOff)).toEqual({ targetMs: 2_234, snapMs: null });
  });

  it('snaps whichever edge of the moved bars is closest to a target', () => {
    const grabbed = buildTestShape('a', 1_000, 3_000);
    const drag = startMoveDrag(grabbed, [grabbed]);
    // The start would land 50 ms from 2 000, the end 10 ms from 3 960: the end wins.
    const step = planDragStep(drag, 950, { isSnapping: true, targetsMs: [2_000, 3_960], maxDistanceMs: 80 });
    expect(step).toEqual({ targetMs: 1_960, snapMs: 3_960 });
  });

  it('does not snap when the target is further than the snap distance, or snapping is off', () => {
    const grabbed = buildTestShape('a', 1_000, 3_000);
    const drag = startMoveDrag(grabbed, [grabbed]);
    expect(planDragStep(drag, 900, { isSnapping: true, targetsMs: [2_000], maxDistanceMs: 80 })).toEqual({ targetMs: 1_900, snapMs: null });
    expect(planDragStep(drag, 950, { ...snapOff, targetsMs: [2_000], maxDistanceMs: 80 }).snapMs).toBeNull();
  });

  it('keeps every moved bar inside the scene start', () => {
    const grabbed = buildTestShape('a', 2_000, 3_000);
    const other = buildTestShape('b', 500, 1_000);
    const drag = startMoveDrag(grabbed, [grabbed, other]);
    expect(planDragStep(drag, -1_800, snapOff).targetMs).toBe(1_500);
  });

  it('trims a start no further than the minimum length before the end', () => {
    const drag = startTrimDrag(buildTestShape('a', 1_000, 3_000), 'start');
    expect(planDragStep(drag, 5_000, snapOff).targetMs).toBe(2_900);
    expect(planDragStep(drag, -5_000, snapOff).targetMs).toBe(0);
    expect(planDragStep(drag, 600, { isSnapping: true, targetsMs: [1_590], maxDistanceMs: 80 })).toEqual({ targetMs: 1_590, snapMs: 1_590 });
  });

  it('trims an end no closer than the minimum length after the start, and drops a snap the bound overrides', () => {
    const drag = startTrimDrag(buildTestShape('a', 1_000, 3_000), 'end');
    expect(planDragStep(drag, -2_500, { isSnapping: true, targetsMs: [560], maxDistanceMs: 80 })).toEqual({ targetMs: 1_100, snapMs: null });
  });

  it('lengthens the scene and snaps it to the latest element end', () => {
    const drag = startSceneEndDrag(5_000, 1_800_000);
    expect(planDragStep(drag, 1_030, { isSnapping: true, targetsMs: [6_000], maxDistanceMs: 80 })).toEqual({ targetMs: 6_000, snapMs: 6_000 });
    expect(planDragStep(drag, -10_000, snapOff).targetMs).toBe(100);
  });
});
