import type { TranscribedWord, TranscriptSegment } from '../speech-recognizer.ts';

/** A pause at least this long between two words ends a segment. */
export const segmentPauseMs = 600;
/** A segment grows to about this long at most; the next word starts another (subtitles stay readable). */
export const maxSegmentMs = 12_000;

/**
 * Words in order into segments: a new one at a pause of `segmentPauseMs` or
 * more, or when the next word would make the segment longer than
 * `maxSegmentMs`. Each segment's text is its words joined by spaces.
 */
export function groupWordsIntoSegments(words: readonly TranscribedWord[]): TranscriptSegment[] {
  const segments: TranscriptSegment[] = [];
  let current: TranscribedWord[] = [];
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) segments.push({ startMs: first.startMs, endMs: last.endMs, text: current.map((word) => word.text).join(' '), words: current });
    current = [];
  };
  for (const word of words) {
    const first = current[0];
    const last = current.at(-1);
    if (first && last && (word.startMs - last.endMs >= segmentPauseMs || word.endMs - first.startMs > maxSegmentMs)) close();
    current.push(word);
  }
  close();
  return segments;
}
