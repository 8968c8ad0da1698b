/** Spec §4: rows shown at first, by aspect ratio (3 of 9:16 cards, 4 of 16:9). */
const INITIAL_ROWS = { 0: 3, 1: 4 } as const;
/** Cards per row on a wide screen (8 portraits, 5 landscapes). */
export const CARDS_PER_ROW = { 0: 8, 1: 5 } as const;

/** Visible cards = columns × rows; 'See More Avatars' adds one row (`extraRows`). */
export function visibleAvatarCount(aspectRatio: 0 | 1, columns: number, extraRows: number): number {
  return Math.max(1, columns) * (INITIAL_ROWS[aspectRatio] + Math.max(0, extraRows));
}

/** Columns the layout shows at a width: the spec's row on a wide screen, fewer on smaller ones. */
export function galleryColumns(aspectRatio: 0 | 1, viewportWidthPx: number): number {
  const full = CARDS_PER_ROW[aspectRatio];
  if (viewportWidthPx >= 1200) return full;
  if (viewportWidthPx >= 768) return Math.max(2, Math.ceil(full / 2));
  return aspectRatio === 0 ? 2 : 1;
}
