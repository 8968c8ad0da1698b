import { describe, expect, it } from 'vitest';
import { getCaptionLineWeight, getDefaultSubtitleBox, getDefaultSubtitleFontSizePx } from './subtitle-defaults.ts';

describe('subtitle defaults', () => {
  it('sit in the bottom third inside 6 % margins', () => {
    expect(getDefaultSubtitleFontSizePx(0)).toBe(56);
    const box = getDefaultSubtitleBox(0);
    expect(box.x).toBe(65);
    expect(box.x + box.w).toBe(1080 - 65);
    expect(box.y).toBeGreaterThan((1920 * 2) / 3);
    expect(box.y + box.h).toBe(1920 - 115);
    const landscape = getDefaultSubtitleBox(1);
    expect(landscape.y + landscape.h).toBe(1080 - 65);
  });

  it('allow longer caption lines on wide frames', () => {
    expect(getCaptionLineWeight(1)).toBe(42);
    expect(getCaptionLineWeight(0)).toBeLessThan(getCaptionLineWeight(1));
    expect(getCaptionLineWeight(2)).toBe(getCaptionLineWeight(0));
  });
});
