import { getDefaultSubtitleFontSizePx } from '../schema/subtitle-defaults.ts';
import type { AspectRatio } from '../schema/aspect-ratio.ts';
import type { SubtitleElement, TextElement } from '../schema/element-schema.ts';

/**
 * Everything needed to set a block of text, in output px. One copy for the
 * renderer and the browser preview, so both set text the same way.
 */
export interface TextStyle {
  fontSizePx: number;
  fontWeight: number;
  isItalic: boolean;
  family: string | undefined;
  color: string;
  align: 'left' | 'center' | 'right';
  verticalAlign: 'top' | 'middle' | 'bottom';
  lineHeight: number;
  strokeColor: string | undefined;
  /** Outline width outside the glyphs, px. */
  strokeWidthPx: number;
  shadowColor: string | undefined;
  shadowBlurPx: number;
  shadowOffsetYPx: number;
  backgroundColor: string | undefined;
}

/** Text elements: white bold centred text unless textInfo says otherwise. */
export function resolveTextStyle(element: TextElement, scale: number): TextStyle {
  const info = element.prop.textInfo ?? {};
  return {
    fontSizePx: (info.fontSize ?? 64) * scale,
    fontWeight: info.fontWeight ?? 700,
    isItalic: info.italic ?? false,
    family: element.font_family?.name,
    color: info.color ?? '#ffffff',
    align: info.align ?? 'center',
    verticalAlign: info.verticalAlign ?? 'middle',
    lineHeight: info.lineHeight ?? 1.2,
    strokeColor: info.strokeColor,
    strokeWidthPx: (info.strokeWidth ?? 0) * scale,
    shadowColor: info.shadowColor,
    shadowBlurPx: (info.shadowBlur ?? 0) * scale,
    shadowOffsetYPx: info.shadowColor ? 2 * scale : 0,
    backgroundColor: info.backgroundColor,
  };
}

/** Subtitles (DESIGN, video defaults): bold white, a 3 px dark outline and a soft shadow, at the bottom of their box. */
export function resolveSubtitleStyle(element: SubtitleElement, aspectRatio: AspectRatio, scale: number): TextStyle {
  const info = element.prop.textInfo ?? {};
  return {
    fontSizePx: (info.fontSize ?? getDefaultSubtitleFontSizePx(aspectRatio)) * scale,
    fontWeight: info.fontWeight ?? 700,
    isItalic: info.italic ?? false,
    family: element.font_family?.name,
    color: info.color ?? '#ffffff',
    align: info.align ?? 'center',
    verticalAlign: info.verticalAlign ?? 'bottom',
    lineHeight: info.lineHeight ?? 1.25,
    strokeColor: info.strokeColor ?? 'rgba(12, 12, 16, 0.9)',
    strokeWidthPx: (info.strokeWidth ?? 3) * scale,
    shadowColor: info.shadowColor ?? 'rgba(0, 0, 0, 0.55)',
    shadowBlurPx: (info.shadowBlur ?? 10) * scale,
    shadowOffsetYPx: 3 * scale,
    backgroundColor: info.backgroundColor,
  };
}

/** Room around the box for outlines, shadows and slightly overhanging glyphs, px. */
export function getTextPaddingPx(style: TextStyle): number {
  return Math.ceil(style.fontSizePx * 0.5 + style.strokeWidthPx + style.shadowBlurPx * 2 + style.shadowOffsetYPx);
}

/** The same style at another scale (layout is done at the reference scale, painting at the canvas's). */
export function scaleTextStyle(style: TextStyle, factor: number): TextStyle {
  return {
    ...style,
    fontSizePx: style.fontSizePx * factor,
    strokeWidthPx: style.strokeWidthPx * factor,
    shadowBlurPx: style.shadowBlurPx * factor,
    shadowOffsetYPx: style.shadowOffsetYPx * factor,
  };
}
