import { describe, expect, it } from 'vitest';
import { fitZoom, maxPxPerSecond, minPxPerSecond, scrollForAnchoredZoom, sliderToZoom, stepZoom, zoomToSlider } from './timeline-zoom.ts';

describe('timeline zoom', () => {
  it('fits a scene into a width', () => {
    expect(fitZoom(10_000, 800)).toBe(80);
    expect(fitZoom(1_800_000, 900)).toBe(minPxPerSecond);
    expect(fitZoom(10, 800)).toBe(maxPxPerSecond);
  });

  it('steps in and out by the same ratio, within the bounds', () => {
    expect(stepZoom(stepZoom(80, 1), -1)).toBeCloseTo(80, 9);
    expect(stepZoom(80, 1)).toBe(100);
    expect(stepZoom(maxPxPerSecond, 1)).toBe(maxPxPerSecond);
    expect(stepZoom(minPxPerSecond, -1)).toBe(minPxPerSecond);
  });

  it('maps the slider ends to the zoom bounds, and back', () => {
    expect(sliderToZoom(0)).toBeCloseTo(minPxPerSecond, 9);
    expect(sliderToZoom(100)).toBeCloseTo(maxPxPerSecond, 9);
    expect(sliderToZoom(zoomToSlider(37))).toBeCloseTo(37, 9);
  });

  it('keeps the time under the pointer where it was', () => {
    // 300 px scrolled + 200 px pointer = 5 s at 100 px/s; at 200 px/s that is 1 000 px, 200 px from the left.
    expect(scrollForAnchoredZoom(300, 200, 100, 200)).toBe(800);
    expect(scrollForAnchoredZoom(0, 10, 100, 50)).toBe(0);
  });
});
