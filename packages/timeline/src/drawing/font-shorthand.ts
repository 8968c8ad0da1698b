import type { TextStyle } from './text-style.ts';

/**
 * The families every text falls back to, Latin first, then Simplified
 * Chinese, glyph by glyph. The renderer registers them with Skia
 * (packages/render fonts/built-in-fonts.ts); the web self-hosts the same two
 * through @fontsource.
 */
export const builtInFontFamilies = ['Inter', 'Noto Sans SC'] as const;

export interface FontRequest {
  sizePx: number;
  weight?: number;
  isItalic?: boolean;
  /** Preferred family; the built-in families follow it for missing glyphs. */
  family?: string;
}

/** A canvas `font` shorthand with the built-in fallbacks: `italic 700 48.00px "Brand", "Inter", "Noto Sans SC"`. */
export function buildFontShorthand(request: FontRequest): string {
  const families = [...new Set([request.family, ...builtInFontFamilies].filter((family): family is string => Boolean(family)))];
  const list = families.map((family) => `"${family.replaceAll('"', '')}"`).join(', ');
  return `${request.isItalic ? 'italic ' : ''}${request.weight ?? 400} ${request.sizePx.toFixed(2)}px ${list}`;
}

/** The canvas `font` a text style is set in. */
export function buildTextStyleFont(style: TextStyle): string {
  return buildFontShorthand({
    sizePx: style.fontSizePx,
    weight: style.fontWeight,
    isItalic: style.isItalic,
    ...(style.family ? { family: style.family } : {}),
  });
}
