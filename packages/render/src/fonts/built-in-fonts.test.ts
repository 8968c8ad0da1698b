import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { buildFontShorthand, listBuiltInFontFiles, registerBuiltInFonts } from './built-in-fonts.ts';

describe('built-in fonts', () => {
  it('finds the TTFs in the npm packages and registers both weights of both families', () => {
    for (const { filePath } of listBuiltInFontFiles()) expect(existsSync(filePath), filePath).toBe(true);
    registerBuiltInFonts();
    for (const family of ['Inter', 'Noto Sans SC']) {
      const weights = GlobalFonts.families.find((entry) => entry.family === family)?.styles.map((style) => style.weight);
      expect(weights).toEqual(expect.arrayContaining([400, 700]));
    }
  });

  it('draws Chinese through the fallback and bold wider than regular', () => {
    registerBuiltInFonts();
    const context = createCanvas(10, 10).getContext('2d');
    context.font = buildFontShorthand({ sizePx: 40, weight: 400 });
    const regular = context.measureText('Talkreel').width;
    const chinese = context.measureText('你好').width;
    context.font = buildFontShorthand({ sizePx: 40, weight: 700 });
    expect(context.measureText('Talkreel').width).toBeGreaterThan(regular);
    // Two full-width glyphs of a 40 px CJK font are about 80 px; a missing-glyph box would not be.
    expect(chinese).toBeGreaterThan(70);
    expect(chinese).toBeLessThan(90);
  });

  it('builds a shorthand with the preferred family first', () => {
    expect(buildFontShorthand({ sizePx: 48, weight: 700, isItalic: true, family: 'Brand "X"' })).toBe('italic 700 48.00px "Brand X", "Inter", "Noto Sans SC"');
    expect(buildFontShorthand({ sizePx: 10, family: 'Inter' })).toBe('400 10.00px "Inter", "Noto Sans SC"');
  });
});
