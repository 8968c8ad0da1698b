import type { DrawingContext2D } from './drawing-canvas.ts';
import type { ElementSurface } from './element-surface.ts';
import { buildTextStyleFont } from './font-shorthand.ts';
import type { TextStyle } from './text-style.ts';
import { wrapText, wrapTextBalanced } from './wrap-text.ts';

/** Lines ready to set, and the style they fit in (smaller than asked when the text was shrunk). */
export interface TextLayout {
  lines: string[];
  style: TextStyle;
}

/** What laying out needs from a context: set a font, measure a line. */
export type TextMeasuringContext = Pick<DrawingContext2D, 'font' | 'measureText'>;

/**
 * Wraps text to `boxWidthPx` (in the px of `style`), measuring with
 * `context`. With `maxLines` (captions) the lines of each paragraph are made
 * even (`wrapTextBalanced`) and the font shrinks (to 60 % at most) until the
 * text fits; what still does not fit ends in an ellipsis.
 */
export function layoutText(context: TextMeasuringContext, text: string, style: TextStyle, boxWidthPx: number, maxLines?: number): TextLayout {
  const measure = (line: string) => context.measureText(line).width;
  let current = style;
  for (;;) {
    context.font = buildTextStyleFont(current);
    const lines = wrapText(text, boxWidthPx, measure);
    if (maxLines === undefined) return { lines, style: current };
    // Balancing keeps the number of lines, so the greedy count decides whether the text fits.
    if (lines.length <= maxLines) return { lines: wrapTextBalanced(text, boxWidthPx, measure), style: current };
    if (current.fontSizePx > style.fontSizePx * 0.6) {
      current = { ...current, fontSizePx: current.fontSizePx * 0.9 };
      continue;
    }
    const kept = lines.slice(0, maxLines);
    let last = `${kept[maxLines - 1] ?? ''}…`;
    while (last.length > 1 && measure(last) > boxWidthPx) last = `${[...last].slice(0, -2).join('')}…`;
    kept[maxLines - 1] = last;
    return { lines: kept, style: current };
  }
}

/** A text element's box never shrinks its text below this share of the size asked for. */
const minBoxFitShare = 0.4;
/** A box this much of a line short of the block still holds it (templates draw their boxes tight to the text). */
const lineFitTolerance = 0.05;

/** How many lines of this style the box holds: at least one, so a one-line text never shrinks for its box's height. */
function linesThatFit(style: TextStyle, boxHeightPx: number): number {
  return Math.max(1, Math.floor(boxHeightPx / (style.fontSizePx * style.lineHeight) + lineFitTolerance));
}

/**
 * A text element's layout in its box: wrapped to the width as `layoutText`
 * does, and when the lines it wraps to are more than the box's height
 * holds (a long product name in a one-line title box, which would run over
 * the text below), the font shrinks by tenths until they fit (to 40 % at
 * most); what still does not fit ends in an ellipsis on the box's last line.
 * Text that fits, and a single line, keep their size.
 */
export function layoutTextInBox(context: TextMeasuringContext, text: string, style: TextStyle, box: { widthPx: number; heightPx: number }): TextLayout {
  let layout = layoutText(context, text, style, box.widthPx);
  while (layout.lines.length > linesThatFit(layout.style, box.heightPx) && layout.style.fontSizePx * 0.9 >= style.fontSizePx * minBoxFitShare) {
    layout = layoutText(context, text, { ...layout.style, fontSizePx: layout.style.fontSizePx * 0.9 }, box.widthPx);
  }
  const fitting = linesThatFit(layout.style, box.heightPx);
  if (layout.lines.length <= fitting) return layout;
  const measure = (line: string) => context.measureText(line).width;
  const kept = layout.lines.slice(0, fitting);
  let last = `${kept[fitting - 1] ?? ''}…`;
  while (last.length > 1 && measure(last) > box.widthPx) last = `${[...last].slice(0, -2).join('')}…`;
  kept[fitting - 1] = last;
  return { lines: kept, style: layout.style };
}

/**
 * Sets laid-out lines in the surface's box (the layout's style in surface
 * px): optional panel, then outline with shadow, then fill.
 */
export function paintTextSurface(surface: ElementSurface, layout: TextLayout): void {
  const { context, paddingPx, boxWidthPx, boxHeightPx } = surface;
  const { lines, style } = layout;
  context.clearRect(0, 0, surface.canvas.width, surface.canvas.height);
  context.font = buildTextStyleFont(style);
  const lineHeightPx = style.fontSizePx * style.lineHeight;
  const blockHeightPx = lines.length * lineHeightPx;
  const topPx = style.verticalAlign === 'top' ? 0 : style.verticalAlign === 'middle' ? (boxHeightPx - blockHeightPx) / 2 : boxHeightPx - blockHeightPx;
  const anchorXPx = style.align === 'left' ? 0 : style.align === 'center' ? boxWidthPx / 2 : boxWidthPx;
  context.save();
  context.translate(paddingPx, paddingPx);
  context.textAlign = style.align;
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  if (style.backgroundColor) {
    const widestPx = Math.max(...lines.map((line) => context.measureText(line).width));
    const panelPaddingPx = style.fontSizePx * 0.3;
    const leftPx = anchorXPx - (style.align === 'left' ? 0 : style.align === 'center' ? widestPx / 2 : widestPx) - panelPaddingPx;
    context.fillStyle = style.backgroundColor;
    context.beginPath();
    context.roundRect(leftPx, topPx - panelPaddingPx / 2, widestPx + 2 * panelPaddingPx, blockHeightPx + panelPaddingPx, panelPaddingPx);
    context.fill();
  }
  const baselines = lines.map((_, index) => topPx + (index + 0.5) * lineHeightPx);
  if (style.shadowColor) {
    context.shadowColor = style.shadowColor;
    context.shadowBlur = style.shadowBlurPx;
    context.shadowOffsetY = style.shadowOffsetYPx;
  }
  if (style.strokeColor && style.strokeWidthPx > 0) {
    context.strokeStyle = style.strokeColor;
    // The stroke is centred on the glyph edge: twice the width puts `strokeWidthPx` outside.
    context.lineWidth = style.strokeWidthPx * 2;
    lines.forEach((line, index) => context.strokeText(line, anchorXPx, baselines[index]!));
    context.shadowColor = 'transparent';
  }
  context.fillStyle = style.color;
  lines.forEach((line, index) => context.fillText(line, anchorXPx, baselines[index]!));
  context.restore();
}
