import { findCaptionBreaks } from './caption-breaks.ts';
import { measureCaptionParts, type CaptionJoin } from './caption-part-widths.ts';
import { endsClause, endsSentence } from './caption-text.ts';

/**
 * One cue's text on lines of at most `maxLineWeight` (Latin-letter widths,
 * CJK counts 2), joined with newlines: a cue that fits stays one line; one
 * that does not is split as evenly as it can be, at a clause end when one is
 * near the middle, and never with a word alone on a line beside others.
 */
export function breakCaptionLines(parts: readonly string[], join: CaptionJoin, maxLineWeight: number): string {
  const { getWeight } = measureCaptionParts(parts, join);
  const lines = findCaptionBreaks({
    itemCount: parts.length,
    getWeight,
    maxWeight: maxLineWeight,
    canJoin: (start, end) => getWeight(start, end) <= maxLineWeight,
    isGoodBreak: (index) => endsSentence(parts[index - 1] ?? '') || endsClause(parts[index - 1] ?? ''),
  });
  return lines.map(([start, end]) => join(parts.slice(start, end))).join('\n');
}
