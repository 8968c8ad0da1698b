import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { buildFontShorthand, builtInFontFamilies } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { listBuiltInFontFiles, registerBuiltInFonts } from './built-in-fonts.ts';

describe('built-in fonts', () => {
  it('finds the TTFs in the npm packages and registers both weights of both families', () => {
    for (const { filePath } of listBuiltInFontFiles()) expect(existsSync(filePath), filePath).toBe(true);
    registerBuiltInFonts();
    // Every family the font shorthand falls back to.
    for (const family of builtInFontFamilies) {
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
});
