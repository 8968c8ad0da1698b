import { describe, expect, it } from 'vitest';
import { axisStartPx, createTimeAxis } from './time-axis.ts';

describe('createTimeAxis', () => {
  it('places times after the axis start at the zoom, and reads them back', () => {
    const axis = createTimeAxis(200);
    expect(axis.pxPerMs).toBe(0.2);
    expect(axis.toPx(0)).toBe(axisStartPx);
    expect(axis.toPx(2_500)).toBe(axisStartPx + 500);
    expect(axis.toMs(axis.toPx(1_234))).toBeCloseTo(1_234, 9);
  });
});
