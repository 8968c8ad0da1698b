import { getCanvasSize, type AspectRatio } from './aspect-ratio.ts';

/** Captions keep this fraction of the frame clear on every side (DESIGN: safe margins of 6 %). */
export const subtitleSafeMarginFraction = 0.06;
/** Captions show at most this many lines. */
export const maxSubtitleLines = 2;

/**
 * The longest caption line by aspect ratio, in Latin-letter widths (a CJK
 * character counts 2). 16:9 takes the broadcast limit of 42; the 950 px
 * default box of 9:16 and 1:1 holds about 35 at the default size, so 30
 * leaves room for wide letters and the outline.
 */
const captionLineWeights: Record<AspectRatio, number> = { 0: 30, 1: 42, 2: 30 };

export function getCaptionLineWeight(aspectRatio: AspectRatio): number {
  return captionLineWeights[aspectRatio];
}

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
