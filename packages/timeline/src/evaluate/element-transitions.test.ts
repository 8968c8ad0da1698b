import { describe, expect, it } from 'vitest';
import { transitionEffects, type TransitionEffect } from '../schema/transition-effect.ts';
import { buildTestWorkspace, testPic } from '../testing/build-test-workspace.ts';
import { evaluate } from './evaluate.ts';
import { restingTransform, type ResolvedTransform } from './resolved-transform.ts';

// A 400×300 box at (100, 200) on the 1080×1920 canvas: centre (300, 350),
// half diagonal 250. Slot 0–5000 ms, in_time = out_time = 1000 ms.
function transformAt(effect: TransitionEffect, phase: 'in' | 'out', timeMs: number) {
  const cross = phase === 'in' ? { in: effect, in_time: 1000 } : { out: effect, out_time: 1000 };
  const workspace = buildTestWorkspace([{ durationMs: 6000, elements: [testPic(0, 5000, { timeline: { start: 0, end: 5000, cross } })] }]);
  const visual = evaluate(workspace, timeMs).visuals[0];
  if (!visual) throw new Error('element not visible');
  return visual;
}

const at = (partial: Partial<ResolvedTransform>): ResolvedTransform => ({ ...restingTransform, ...partial });

// Motion eases with a cubic: halfway through, 1/8 of the distance remains.
const enteringAtStart: Record<TransitionEffect, ResolvedTransform> = {
  fade: at({ opacity: 0 }),
  scale: at({ scale: 0 }),
  'scale-.5': at({ scale: 0.5, opacity: 0 }),
  'scale-2': at({ scale: 2, opacity: 0 }),
  rotate: at({ rotationDeg: -360, scale: 0 }),
  'rotate-2': at({ rotationDeg: -720, scale: 0 }),
  left: at({ translateXPx: 1080 + 250 - 300 }),
  right: at({ translateXPx: -(300 + 250) }),
  up: at({ translateYPx: 1920 + 250 - 350 }),
  down: at({ translateYPx: -(350 + 250) }),
};
const enteringHalfway: Record<TransitionEffect, ResolvedTransform> = {
  fade: at({ opacity: 0.5 }),
  scale: at({ scale: 0.875 }),
  'scale-.5': at({ scale: 0.9375, opacity: 0.5 }),
  'scale-2': at({ scale: 1.125, opacity: 0.5 }),
  rotate: at({ rotationDeg: -45, scale: 0.875 }),
  'rotate-2': at({ rotationDeg: -90, scale: 0.875 }),
  left: at({ translateXPx: 1030 / 8 }),
  right: at({ translateXPx: -550 / 8 }),
  up: at({ translateYPx: 1820 / 8 }),
  down: at({ translateYPx: -600 / 8 }),
};
const leavingHalfway: Record<TransitionEffect, ResolvedTransform> = {
  ...enteringHalfway,
  left: at({ translateXPx: -550 / 8 }),
  right: at({ translateXPx: 1030 / 8 }),
  up: at({ translateYPx: -600 / 8 }),
  down: at({ translateYPx: 1820 / 8 }),
};

const leavingAtEnd: Record<TransitionEffect, ResolvedTransform> = {
  ...enteringAtStart,
  left: at({ translateXPx: -550 }),
  right: at({ translateXPx: 1030 }),
  up: at({ translateYPx: -600 }),
  down: at({ translateYPx: 1820 }),
};

function expectTransform(actual: ResolvedTransform, expected: ResolvedTransform) {
  for (const field of Object.keys(expected) as (keyof ResolvedTransform)[]) {
    expect(actual[field], field).toBeCloseTo(expected[field], 6);
  }
}

describe.each(transitionEffects)('transition %s', (effect) => {
  it('cross-in: fully transformed at the start of in_time', () => {
    const visual = transformAt(effect, 'in', 0);
    expect(visual.transitions.in).toEqual({ effect, progress: 0 });
    expectTransform(visual.transform, enteringAtStart[effect]);
  });

  it('cross-in: halfway through in_time', () => {
    const visual = transformAt(effect, 'in', 500);
    expect(visual.transitions.in).toEqual({ effect, progress: 0.5 });
    expectTransform(visual.transform, enteringHalfway[effect]);
  });

  it('cross-in: at rest when in_time is over', () => {
    const visual = transformAt(effect, 'in', 1000);
    expect(visual.transitions.in).toBeNull();
    expectTransform(visual.transform, restingTransform);
  });

  it('cross-out: at rest when out_time begins', () => {
    const visual = transformAt(effect, 'out', 4000);
    expect(visual.transitions.out).toEqual({ effect, progress: 0 });
    expectTransform(visual.transform, restingTransform);
  });

  it('cross-out: halfway through out_time, moving the way it names', () => {
    const visual = transformAt(effect, 'out', 4500);
    expect(visual.transitions.out).toEqual({ effect, progress: 0.5 });
    expectTransform(visual.transform, leavingHalfway[effect]);
  });

  it('cross-out: all but gone at the end of out_time, and gone after it', () => {
    const visual = transformAt(effect, 'out', 4999);
    expect(visual.transitions.out?.progress).toBeCloseTo(0.999, 6);
    for (const [field, expected] of Object.entries(leavingAtEnd[effect]) as [keyof ResolvedTransform, number][]) {
      expect(Math.abs(visual.transform[field] - expected), field).toBeLessThanOrEqual(0.01 * Math.max(1, Math.abs(expected)));
    }
    const workspace = buildTestWorkspace([
      { durationMs: 6000, elements: [testPic(0, 5000, { timeline: { start: 0, end: 5000, cross: { out: effect, out_time: 1000 } } })] },
    ]);
    expect(evaluate(workspace, 5000).visuals).toHaveLength(0);
  });
});

describe('transitions together', () => {
  it('compose a cross-in with a cross-out in a short slot, on top of the element rotation and alpha', () => {
    const workspace = buildTestWorkspace([
      {
        durationMs: 1000,
        elements: [
          testPic(0, 1000, { r: 10, alpha: 0.8, timeline: { start: 0, end: 1000, cross: { in: 'fade', out: 'scale', in_time: 800, out_time: 800 } } }),
        ],
      },
    ]);
    const visual = evaluate(workspace, 400).visuals[0]!;
    expect(visual.transitions.in?.progress).toBeCloseTo(0.5);
    expect(visual.transitions.out?.progress).toBeCloseTo(0.25);
    expect(visual.transform.opacity).toBeCloseTo(0.8 * 0.5);
    expect(visual.transform.scale).toBeCloseTo(1 - 0.25 ** 3);
    expect(visual.transform.rotationDeg).toBeCloseTo(10);
  });

  it('ignores an effect whose time is zero', () => {
    const workspace = buildTestWorkspace([
      { durationMs: 1000, elements: [testPic(0, 1000, { timeline: { start: 0, end: 1000, cross: { in: 'fade', in_time: 0 } } })] },
    ]);
    expect(evaluate(workspace, 0).visuals[0]?.transform).toEqual(restingTransform);
  });
});
