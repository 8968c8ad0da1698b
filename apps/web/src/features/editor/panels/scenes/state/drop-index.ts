/** A card's extent along the list's axis (y on desktop, x on a phone), in the same px as the pointer. */
export interface CardSpan {
  startPx: number;
  sizePx: number;
}

/**
 * Where a dragged card would land: the gap before card `n` (0 = before the
 * first, `spans.length` = after the last), the gap whose card midpoint the
 * pointer has not passed yet. Spans are in list order.
 */
export function dropIndexFor(pointerPx: number, spans: readonly CardSpan[]): number {
  for (const [index, span] of spans.entries()) {
    if (pointerPx < span.startPx + span.sizePx / 2) return index;
  }
  return spans.length;
}

/**
 * The `moveScene` target for a card dragged from `fromIndex` to the gap
 * `dropIndex`: its position in the list without it. Null when it would not move
 * (dropped into the gap just before or just after itself).
 */
export function moveTargetFor(fromIndex: number, dropIndex: number): number | null {
  const toIndex = dropIndex > fromIndex ? dropIndex - 1 : dropIndex;
  return toIndex === fromIndex ? null : toIndex;
}
