import { wrapText, getTextPaddingPx, scaleTextStyle, type TextStyle } from '@talkreel/timeline';
import { buildFontShorthand } from './font-shorthand.ts';
import { createElementSurface, getBoxSizePx, type ElementSurface } from './element-surface.ts';

export interface TextLayout {
  lines: string[];
  /** The style after any shrinking, at the reference scale. */
  style: TextStyle;
}

let measuringContext: CanvasRenderingContext2D | null = null;

function getMeasuringContext(): CanvasRenderingContext2D {
  measuringContext ??= document.createElement('canvas').getContext('2d');
  if (!measuringContext) throw new Error('This browser cannot draw on a canvas');
  return measuringContext;
}

/** The canvas `font` of a style. */
export function fontOf(style: TextStyle): string {
  return buildFontShorthand({ sizePx: style.fontSizePx, weight: style.fontWeight, isItalic: style.isItalic, ...(style.family ? { family: style.family } : {}) });
}

/**
 * Wraps text to the box width, measuring at the reference scale: the lines
 * break where a full-size render (1080 or 1920 px wide) breaks them, however
 * small the preview. With `maxLines` the font shrinks (to 60 % at most)
 * until the text fits; what still does not fit ends in an ellipsis.
 */
export function layoutText(text: string, referenceStyle: TextStyle, boxWidthPx: number, maxLines?: number): TextLayout {
  const context = getMeasuringContext();
  const measure = (line: string) => context.measureText(line).width;
  let current = referenceStyle;
  for (;;) {
    context.font = fontOf(current);
    const lines = wrapText(text, boxWidthPx, measure);
    if (maxLines === undefined || lines.length <= maxLines) return { lines, style: current };
    if (current.fontSizePx > referenceStyle.fontSizePx * 0.6) {
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

/**
 * Sets laid-out lines in a surface at `scale` (canvas px per reference px):
 * optional panel, then outline with shadow, then fill, as the renderer does.
 */
export function paintTextSurface(layout: TextLayout, box: { w: number; h: number }, scale: number): ElementSurface {
  const style = scaleTextStyle(layout.style, scale);
  const { widthPx, heightPx } = getBoxSizePx(box, scale);
  const surface = createElementSurface(widthPx, heightPx, getTextPaddingPx(style));
  const { context, paddingPx } = surface;
  const { lines } = layout;
  context.font = fontOf(style);
  const lineHeightPx = style.fontSizePx * style.lineHeight;
  const blockHeightPx = lines.length * lineHeightPx;
  const topPx = style.verticalAlign === 'top' ? 0 : style.verticalAlign === 'middle' ? (heightPx - blockHeightPx) / 2 : heightPx - blockHeightPx;
  const anchorXPx = style.align === 'left' ? 0 : style.align === 'center' ? widthPx / 2 : widthPx;
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
  return surface;
}
