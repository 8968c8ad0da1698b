/** The similar carousel (site §9): 8 slides per group, 16 px apart. */
export const SLIDES_PER_GROUP = 8;
export const SLIDE_SPACING_PX = 16;

/** `slides` cut into consecutive groups of `size`; the last group may be shorter, none is empty. */
export function groupSlides<Slide>(slides: readonly Slide[], size: number = SLIDES_PER_GROUP): Slide[][] {
  if (size < 1) throw new RangeError(`A group holds at least one slide, not ${size}`);
  const groups: Slide[][] = [];
  for (let start = 0; start < slides.length; start += size) groups.push(slides.slice(start, start + size));
  return groups;
}

/** The group a scrolled row shows, from how far it is scrolled and the width of one group plus the gap after it, in px. */
export function findVisibleGroup(scrollLeftPx: number, groupStridePx: number, groupCount: number): number {
  if (groupCount <= 0 || groupStridePx <= 0) return 0;
  return Math.min(groupCount - 1, Math.max(0, Math.round(scrollLeftPx / groupStridePx)));
}

/** Whether Previous and Next can move from `group` (bounded at the first and the last group). */
export function canMoveGroup(group: number, groupCount: number): { canGoBack: boolean; canGoForward: boolean } {
  return { canGoBack: group > 0, canGoForward: group < groupCount - 1 };
}
