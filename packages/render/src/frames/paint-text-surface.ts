import { wrapText, type TextStyle } from '@talkreel/timeline';
import { buildFontShorthand } from '../fonts/built-in-fonts.ts';
import type { ElementSurface } from './element-surface.ts';

export interface TextLayout {
  lines: string[];
  style: TextStyle;
}

function applyFont(surface: ElementSurface, style: TextStyle): void {
  surface.context.font = buildFontShorthand({ sizePx: style.fontSizePx, weight: style.fontWeight, isItalic: style.isItalic, ...(style.family ? { family: style.family } : {}) });
}

/**
 * Wraps text to the box width. With `maxLines` the font shrinks (to 60 % at
 * most) until the text fits; what still does not fit ends in an ellipsis.
 */
export function layoutText(surface: ElementSurface, text: string, style: TextStyle, maxLines?: number): TextLayout {
  const measure = (line: string) => surface.context.measureText(line).width;
  let current = style;
  for (;;) {
    applyFont(surface, current);
    const lines = wrapText(text, surface.boxWidthPx, measure);
    if (maxLines === undefined || lines.length <= maxLines) return { lines, style: current };
    if (current.fontSizePx > style.fontSizePx * 0.6) {
      current = { ...current, fontSizePx: current.fontSizePx * 0.9 };
      continue;
    }
    const kept = lines.slice(0, maxLines);
    let last = `${kept[maxLines - 1] ?? ''}…`;
    while (last.length > 1 && measure(last) > surface.boxWidthPx) last = `${[...last].slice(0, -2).join('')}…`;
    kept[maxLines - 1] = last;
    return { lines: kept, style: current };
  }
}

/** Sets laid-out lines in the surface's box: optional panel, then outline with shadow, then fill. */
export function paintTextSurface(surface: ElementSurface, layout: TextLayout): void {
  const { context, paddingPx, boxWidthPx, boxHeightPx } = surface;
  const { lines, style } = layout;
  context.clearRect(0, 0, surface.canvas.width, surface.canvas.height);
  applyFont(surface, style);
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
