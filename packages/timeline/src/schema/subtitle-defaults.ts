import { getCanvasSize, type AspectRatio } from './aspect-ratio.ts';

/** Captions keep this fraction of the frame clear on every side (DESIGN: safe margins of 6 %). */
export const subtitleSafeMarginFraction = 0.06;
/** Captions show at most this many lines. */
export const maxSubtitleLines = 2;

/** Default caption size: 5.2 % of the frame's short side (56 px on a 1080 px side), reference px. */
export function getDefaultSubtitleFontSizePx(aspectRatio: AspectRatio): number {
  const { widthPx, heightPx } = getCanvasSize(aspectRatio);
  return Math.round(Math.min(widthPx, heightPx) * 0.052);
}

/**
 * Where captions go by default: the bottom third, inside the safe margins,
 * tall enough for two lines, ending at the bottom margin.
 */
export function getDefaultSubtitleBox(aspectRatio: AspectRatio): { x: number; y: number; w: number; h: number } {
  const { widthPx, heightPx } = getCanvasSize(aspectRatio);
  const marginXPx = Math.round(widthPx * subtitleSafeMarginFraction);
  const marginYPx = Math.round(heightPx * subtitleSafeMarginFraction);
  const boxHeightPx = Math.round(getDefaultSubtitleFontSizePx(aspectRatio) * 1.25 * maxSubtitleLines + 24);
  return { x: marginXPx, y: heightPx - marginYPx - boxHeightPx, w: widthPx - 2 * marginXPx, h: boxHeightPx };
}
