import { getCaptionWeight } from './caption-text.ts';

/** Joins caption parts into one line: `joinCaptionWords` for spoken words, `joinCaptionUnits` for split text. */
export type CaptionJoin = (parts: readonly string[]) => string;

/** Widths of runs of caption parts, in Latin-letter widths (CJK counts 2), each in constant or linear time. */
export interface CaptionPartWidths {
  /** Width of parts [start, end) joined. */
  getWeight: (start: number, end: number) => number;
  /** The fewest lines of at most `maxLineWeight` parts [start, end) need, filled in order (greedy filling needs the fewest). */
  countLines: (start: number, end: number, maxLineWeight: number) => number;
}

/**
 * Measures each part and each join between two parts once (both joins add a
 * fixed width between neighbours: a space, or none next to CJK), so a run's
 * width is a difference of prefix sums: splitting a long CJK caption, whose
 * parts are single characters, stays fast.
 */
export function measureCaptionParts(parts: readonly string[], join: CaptionJoin): CaptionPartWidths {
  const partWeights = parts.map((part) => getCaptionWeight(join([part])));
  /** `partSums[i]`: parts 0..i-1; `gapSums[i]`: the joins between parts 0..i. */
  const partSums = [0];
  const gapSums = [0];
  for (const [index, weight] of partWeights.entries()) {
    partSums.push(partSums[index]! + weight);
    if (index > 0) gapSums.push(gapSums[index - 1]! + getCaptionWeight(join([parts[index - 1]!, parts[index]!])) - partWeights[index - 1]! - weight);
  }
  const getWeight = (start: number, end: number) => (end <= start ? 0 : partSums[end]! - partSums[start]! + gapSums[end - 1]! - gapSums[start]!);
  const countLines = (start: number, end: number, maxLineWeight: number) => {
    let lineCount = 0;
    let lineStart = start;
    for (let index = start; index < end; index += 1) {
      if (index > lineStart && getWeight(lineStart, index + 1) <= maxLineWeight) continue;
      lineCount += 1;
      lineStart = index;
    }
    return lineCount;
  };
  return { getWeight, countLines };
}
