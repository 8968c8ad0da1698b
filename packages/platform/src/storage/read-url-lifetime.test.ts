import { describe, expect, it } from 'vitest';
import { getReadUrlWindow } from './read-url-lifetime.ts';

describe('getReadUrlWindow', () => {
  it('signs a day-long URL at the start of its hour and lets it run to the end of the hour a day later', () => {
    const tenOClock = Date.parse('2026-03-01T10:00:00Z') / 1000;
    for (const offsetSeconds of [0, 1, 1800, 3599]) {
      expect(getReadUrlWindow(24 * 3600, tenOClock + offsetSeconds)).toEqual({ signedAtSeconds: tenOClock, expiresAtSeconds: tenOClock + 25 * 3600 });
    }
    expect(getReadUrlWindow(24 * 3600, tenOClock + 3600).signedAtSeconds).toBe(tenOClock + 3600);
  });

  it('uses a quarter of a short lifetime as the bucket, so a URL never holds for less than asked nor much longer', () => {
    for (let nowSeconds = 1_000_000; nowSeconds < 1_000_200; nowSeconds += 7) {
      const window = getReadUrlWindow(60, nowSeconds);
      expect(window.expiresAtSeconds % 15).toBe(0);
      expect(window.expiresAtSeconds - nowSeconds).toBeGreaterThanOrEqual(60);
      expect(window.expiresAtSeconds - nowSeconds).toBeLessThanOrEqual(75);
      expect(window.signedAtSeconds).toBeLessThanOrEqual(nowSeconds);
    }
    expect(getReadUrlWindow(2, 101)).toEqual({ signedAtSeconds: 101, expiresAtSeconds: 104 });
  });
});
