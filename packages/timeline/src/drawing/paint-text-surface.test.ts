import { describe, expect, it } from 'vitest';
import { TextElementSchema } from '../schema/element-schema.ts';
import { layoutText, layoutTextInBox, type TextMeasuringContext } from './paint-text-surface.ts';
import { resolveTextStyle } from './text-style.ts';

/** Measures every character as half the font size wide: 10 px at the 20 px text below. */
function createHalfEmContext(): TextMeasuringContext & { fontsSet: string[] } {
  const fontsSet: string[] = [];
  return {
    fontsSet,
    get font() {
      return fontsSet.at(-1) ?? '';
    },
    set font(font: string) {
      fontsSet.push(font);
    },
    measureText(text: string) {
      const sizePx = Number(/ ([\d.]+)px /.exec(fontsSet.at(-1) ?? '')?.[1]);
      return { width: [...text].length * sizePx * 0.5 };
    },
  };
}

const style = resolveTextStyle(
  TextElementSchema.parse({ type: 'text', x: 0, y: 0, w: 100, h: 100, timeline: { start: 0, end: 1000 }, prop: { textInfo: { fontSize: 20 } } }),
  1,
);

describe('layoutText', () => {
  it('wraps at the box width in the font it sets on the context', () => {
    const context = createHalfEmContext();
    expect(layoutText(context, 'aaaa bbbb cccc', style, 100)).toEqual({ lines: ['aaaa bbbb', 'cccc'], style });
    expect(context.fontsSet).toEqual(['700 20.00px "Inter", "Noto Sans SC"']);
  });

  it('shrinks the font by tenths until the text fits in maxLines', () => {
    // 140 px at 20 px; at 20 × 0.9⁴ = 13.12 px it is 92 px and fits on one line.
    const layout = layoutText(createHalfEmContext(), 'aaaa bbbb cccc', style, 100, 1);
    expect(layout.lines).toEqual(['aaaa bbbb cccc']);
    expect(layout.style.fontSizePx).toBeCloseTo(20 * 0.9 ** 4, 9);
  });

  it('stops shrinking below 60 % and ends what still does not fit in an ellipsis', () => {
    const layout = layoutText(createHalfEmContext(), 'aaaa bbbb cccc dddd eeee', style, 100, 1);
    expect(layout.style.fontSizePx).toBeCloseTo(20 * 0.9 ** 5, 9);
    expect(layout.lines).toEqual(['aaaa bbbb cccc…']);
  });

  it('keeps the style when the text already fits', () => {
    expect(layoutText(createHalfEmContext(), 'aaaa bbbb', style, 100, 1)).toEqual({ lines: ['aaaa bbbb'], style });
  });

  it('evens the lines of a caption (maxLines) that needs two, where a text element fills its lines', () => {
    // 10 px a character in a 100 px box: "aaa bbb cc" fills the first line and leaves "d" alone on the second.
    expect(layoutText(createHalfEmContext(), 'aaa bbb cc d', style, 100).lines).toEqual(['aaa bbb cc', 'd']);
    expect(layoutText(createHalfEmContext(), 'aaa bbb cc d', style, 100, 2)).toEqual({ lines: ['aaa bbb', 'cc d'], style });
  });
});

describe('layoutTextInBox', () => {
  // 20 px text at line height 1.2: a line is 24 px tall, 10 px a character wide.
  it('keeps the size of text that fits its box, and of a single line however short the box', () => {
    expect(layoutTextInBox(createHalfEmContext(), 'aaaa bbbb cccc', style, { widthPx: 100, heightPx: 48 })).toEqual({ lines: ['aaaa bbbb', 'cccc'], style });
    expect(layoutTextInBox(createHalfEmContext(), 'aaaa bbbb', style, { widthPx: 100, heightPx: 10 })).toEqual({ lines: ['aaaa bbbb'], style });
    // A box drawn a hair short of two lines (47 of 48 px) still holds them.
    expect(layoutTextInBox(createHalfEmContext(), 'aaaa bbbb cccc', style, { widthPx: 100, heightPx: 47 }).style).toBe(style);
  });

  it('shrinks the font by tenths until the wrapped lines fit the box’s height, measured at each size', () => {
    // 'aaaa bbbb cccc dddd' is two lines at 20 px (48 px) in a box of 30 px. At 20 × 0.9⁴ ≈ 13.1 px it is still two
    // lines of 15.7 px (31.5 px); at 0.9⁵ ≈ 11.8 px two lines are 28.3 px and fit.
    const context = createHalfEmContext();
    const layout = layoutTextInBox(context, 'aaaa bbbb cccc dddd', style, { widthPx: 100, heightPx: 30 });
    const lineHeightPx = layout.style.fontSizePx * layout.style.lineHeight;
    expect(layout.lines.length * lineHeightPx).toBeLessThanOrEqual(30);
    for (const line of layout.lines) expect(context.measureText(line).width).toBeLessThanOrEqual(100);
    expect(layout.style.fontSizePx).toBeCloseTo(20 * 0.9 ** 5, 9);
    expect(layout.lines).toEqual(['aaaa bbbb cccc', 'dddd']);
  });

  it('stops at 40 % of the size and ends what still does not fit in an ellipsis on the box’s last line', () => {
    const context = createHalfEmContext();
    const text = Array.from({ length: 12 }, () => 'aaaa').join(' ');
    const layout = layoutTextInBox(context, text, style, { widthPx: 100, heightPx: 24 });
    expect(layout.style.fontSizePx).toBeCloseTo(20 * 0.9 ** 8, 9);
    expect(layout.style.fontSizePx).toBeGreaterThanOrEqual(20 * 0.4);
    expect(layout.lines.length * layout.style.fontSizePx * layout.style.lineHeight).toBeLessThanOrEqual(24);
    expect(layout.lines.at(-1)).toMatch(/…$/u);
    for (const line of layout.lines) expect(context.measureText(line).width).toBeLessThanOrEqual(100);
  });
});
