import type { TranslationSegment } from '@talkreel/contract';

/** A dubbed line that still passes its slot (+10 %) in one language, by how much, ms; null when it fits or is not dubbed yet. */
export function findOverrunMs(segment: Pick<TranslationSegment, 'fit'>, language: string): number | null {
  const fit = segment.fit?.[language];
  if (!fit || fit.fits) return null;
  return Math.max(0, fit.overrun_ms);
}

/** How many lines of a language overrun, for the tab's badge. */
export function countOverruns(segments: readonly Pick<TranslationSegment, 'fit'>[], language: string): number {
  return segments.filter((segment) => findOverrunMs(segment, language) !== null).length;
}
