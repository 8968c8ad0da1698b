/*
 * The carousels' index rules (site-spec §4). Each function is self-contained
 * (no imports, no closures, no inner functions): the page script is built from
 * their own source with Function.prototype.toString, so the tested code is the
 * shipped code.
 */

/**
 * Sell-points card carousel: the last index a row of cards may start at. Two
 * cards show side by side on a desktop (length − 2), one on a phone (length − 1);
 * never below 0.
 */
export function lastCardIndex(cardCount: number, isMobile: boolean): number {
  return Math.max(0, cardCount - (isMobile ? 1 : 2));
}

/** Moves a card carousel by `step` (−1 or +1), kept between 0 and lastCardIndex (shipped with it in the script). */
export function moveCardIndex(index: number, step: number, cardCount: number, isMobile: boolean): number {
  return Math.min(Math.max(index + step, 0), lastCardIndex(cardCount, isMobile));
}

/** Testimonials and other one-at-a-time carousels: by one, bounded at the first and the last item. */
export function moveBoundedIndex(index: number, step: number, itemCount: number): number {
  return Math.min(Math.max(index + step, 0), Math.max(0, itemCount - 1));
}
