import { describe, expect, it } from 'vitest';
import { TextElementSchema } from '../schema/element-schema.ts';
import { buildFontShorthand, buildTextStyleFont } from './font-shorthand.ts';
import { resolveTextStyle } from './text-style.ts';

describe('buildFontShorthand', () => {
  it('puts the preferred family first, then the built-in fallbacks once each', () => {
    expect(buildFontShorthand({ sizePx: 48, weight: 700, isItalic: true, family: 'Brand "X"' })).toBe('italic 700 48.00px "Brand X", "Inter", "Noto Sans SC"');
    expect(buildFontShorthand({ sizePx: 10, family: 'Inter' })).toBe('400 10.00px "Inter", "Noto Sans SC"');
  });

  it('sets a text style in its size, weight, slant and family', () => {
    const element = TextElementSchema.parse({
      type: 'text',
      x: 0,
      y: 0,
      w: 500,
      h: 100,
      timeline: { start: 0, end: 1000 },
      font_family: { name: 'Brand', url: 'https://example.test/brand.woff2' },
      prop: { textInfo: { fontSize: 42, fontWeight: 400, italic: true } },
    });
    expect(buildTextStyleFont(resolveTextStyle(element, 0.75))).toBe('italic 400 31.50px "Brand", "Inter", "Noto Sans SC"');
  });
});
