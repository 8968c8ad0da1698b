import type { TemplateAspectRatio } from '@talkreel/contract';

/** The frame of each ratio code (site §3, §9: 0 = 9:16, 1 = 16:9, 2 = 1:1), as shown on badges. */
export const ASPECT_RATIO_LABELS: Record<TemplateAspectRatio, string> = { 0: '9:16', 1: '16:9', 2: '1:1' };

/** Width over height of each ratio code, for frames sized before the picture loads. */
export const ASPECT_RATIO_VALUES: Record<TemplateAspectRatio, number> = { 0: 9 / 16, 1: 16 / 9, 2: 1 };

/** The ratio filter's choices: −1 lists every ratio (the list call's own 'all'). */
export const RATIO_FILTER_VALUES = [-1, 0, 1, 2] as const;
export type RatioFilter = (typeof RATIO_FILTER_VALUES)[number];

/** A ratio filter from a control's string value; anything unknown is 'all'. */
export function parseRatioFilter(value: string | null): RatioFilter {
  // Compared as text: Number('') and Number(null) are 0, which would read as 9:16.
  return RATIO_FILTER_VALUES.find((candidate) => String(candidate) === value) ?? -1;
}
