/** What splitting a run of caption items (words, or characters of unspaced scripts) into pieces needs. */
export interface CaptionBreakRules {
  itemCount: number;
  /** Width of items [start, end) joined, in Latin-letter widths: what the pieces are balanced by. */
  getWeight: (start: number, end: number) => number;
  /** The heaviest a piece is meant to be, in the same widths: the scale of the costs below. */
  maxWeight: number;
  /**
   * Whether items [start, end) may form one piece. Once false it must stay
   * false for every earlier start (a longer piece never fits better). A
   * single item always may, however heavy.
   */
  canJoin: (start: number, end: number) => boolean;
  /** A break before item `index` is wanted (a sentence end): a piece that runs on past it pays for it. */
  isStrongBreak?: (index: number) => boolean;
  /** A break before item `index` reads well (a comma, a clause end): a piece that ends there is cheaper. */
  isGoodBreak?: (index: number) => boolean;
}

// Costs in units of maxWeight²; a piece's own cost is its weight squared, so
// among splits into the same number of pieces the most even one wins.
/** Each piece: more than balancing can ever save, so the fewest pieces win. */
const pieceCost = 1;
/** Running on past a strong break: more than a piece, so sentences end their piece. */
const runOnCost = 2.5;
/** One item alone when there are several: more than running on, so "Yes." joins the sentence beside it. */
const loneItemCost = 4;
/** Ending at a good break: lets a piece be about a fifth of maxWeight off even. */
const goodBreakSaving = 1 / 16;

/**
 * Splits items 0..itemCount into pieces, as [start, end) ranges in order:
 * the fewest pieces that fit (`canJoin`), ending at strong breaks, as even
 * in weight as they can be, preferring good breaks, and never leaving one
 * item alone when it could join others. Used for the cues of a caption and
 * for the lines of a cue (dynamic programming over where pieces end; each
 * piece spans at most what fits, so it is linear in the item count).
 */
export function findCaptionBreaks(rules: CaptionBreakRules): [number, number][] {
  const { itemCount, maxWeight } = rules;
  if (itemCount === 0) return [];
  const scale = maxWeight * maxWeight;
  const best: number[] = [0];
  const pieceStart: number[] = [0];
  for (let end = 1; end <= itemCount; end += 1) {
    best[end] = Number.POSITIVE_INFINITY;
    const endSaving = end < itemCount && rules.isGoodBreak?.(end) ? goodBreakSaving * scale : 0;
    let runOns = 0;
    for (let start = end - 1; start >= 0; start -= 1) {
      if (start < end - 1) {
        if (!rules.canJoin(start, end)) break;
        if (rules.isStrongBreak?.(start + 1)) runOns += 1;
      }
      const weight = rules.getWeight(start, end);
      const isLone = end - start === 1 && itemCount > 1;
      const cost = best[start]! + pieceCost * scale + weight * weight + runOns * runOnCost * scale + (isLone ? loneItemCost * scale : 0) - endSaving;
      if (cost < best[end]!) {
        best[end] = cost;
        pieceStart[end] = start;
      }
    }
  }
  const pieces: [number, number][] = [];
  for (let end = itemCount; end > 0; end = pieceStart[end]!) pieces.unshift([pieceStart[end]!, end]);
  return pieces;
}
