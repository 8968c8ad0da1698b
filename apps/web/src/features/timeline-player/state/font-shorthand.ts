/**
 * The families the server renderer registers (packages/render
 * fonts/built-in-fonts.ts): Latin first, then Simplified Chinese, glyph by
 * glyph. The web self-hosts the same two families through @fontsource.
 */
export const builtInFontFamilies = ['Inter', 'Noto Sans SC'] as const;

export interface FontRequest {
  sizePx: number;
  weight?: number;
  isItalic?: boolean;
  /** Preferred family; the built-in families follow it for missing glyphs. */
  family?: string;
}

/**
 * A canvas `font` shorthand with the built-in fallbacks, written exactly as
 * the renderer writes it: `italic 700 48.00px "Brand", "Inter", "Noto Sans SC"`.
 */
export function buildFontShorthand(request: FontRequest): string {
  const families = [...new Set([request.family, ...builtInFontFamilies].filter((family): family is string => Boolean(family)))];
  const list = families.map((family) => `"${family.replaceAll('"', '')}"`).join(', ');
  return `${request.isItalic ? 'italic ' : ''}${request.weight ?? 400} ${request.sizePx.toFixed(2)}px ${list}`;
}
