import { describe, expect, it } from 'vitest';
import { chooseTickStep, minLabelSpacingPx } from './choose-tick-step.ts';

describe('chooseTickStep', () => {
  it('labels every second at 100 px per second', () => {
    expect(chooseTickStep(100)).toEqual({ labelMs: 1_000, minorMs: 200 });
  });

  it('labels tenths when zoomed far in', () => {
    expect(chooseTickStep(1_000).labelMs).toBe(100);
  });

  it('labels minutes when zoomed far out, and never more than ten minutes apart', () => {
    expect(chooseTickStep(1.5).labelMs).toBe(60_000);
    expect(chooseTickStep(0.01).labelMs).toBe(600_000);
  });

  it('keeps labels at least the minimum spacing apart, and picks the finest such step', () => {
    for (const pxPerSecond of [0.3, 1, 3, 7, 20, 50, 144, 400, 900]) {
      const { labelMs, minorMs } = chooseTickStep(pxPerSecond);
      const spacingPx = (labelMs / 1000) * pxPerSecond;
      if (labelMs < 600_000) expect(spacingPx).toBeGreaterThanOrEqual(minLabelSpacingPx);
      expect(Number.isInteger(labelMs / minorMs)).toBe(true);
      expect(labelMs % minorMs).toBe(0);
    }
    // 50 px/s: 1 s would be 50 px (too close), 2 s is 100 px.
    expect(chooseTickStep(50).labelMs).toBe(2_000);
  });
});
