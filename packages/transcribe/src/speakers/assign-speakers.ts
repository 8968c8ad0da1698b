import type { SpeakerTurn } from '@talkreel/speech';
import type { TranscribedWord, TranscriptSegment } from '../speech-recognizer.ts';

/** A segment with who says it: the `speaker` of `SpeakerTurn` (1 is whoever speaks first). */
export type SpeakerSegment = TranscriptSegment & { speaker: number };

/**
 * Gives each segment the speaker whose turns overlap it most; splits a
 * segment at a speaker change when its words allow. Turns are
 * `splitSpeakers`' (`@talkreel/speech`): they cover the recording end to
 * end, cut in the pauses. Each word gets the speaker whose turns overlap it
 * most; a lone word between two of the other speaker's is taken as theirs (a
 * turn edge that missed by a word), and the segment is cut where the words'
 * speaker changes, its text cut at the same word so punctuation stays. A
 * segment without words keeps one speaker. No turns: everyone is speaker 1.
 */
export function assignSpeakers(segments: TranscriptSegment[], turns: SpeakerTurn[]): SpeakerSegment[] {
  return segments.flatMap((segment) => {
    if (segment.words.length < 2) return [{ ...segment, speaker: speakerOf(segment.startMs, segment.endMs, turns) }];
    const speakers = smoothLoneWords(segment.words.map((word) => speakerOf(word.startMs, word.endMs, turns)));
    const runs: { first: number; end: number; speaker: number }[] = [];
    speakers.forEach((speaker, index) => {
      const last = runs.at(-1);
      if (last && last.speaker === speaker) last.end = index + 1;
      else runs.push({ first: index, end: index + 1, speaker });
    });
    if (runs.length === 1) return [{ ...segment, speaker: runs[0]?.speaker ?? 1 }];
    const texts = cutText(
      segment,
      runs.map((run) => run.first),
    );
    return runs.map((run, index) => {
      const words = segment.words.slice(run.first, run.end);
      return {
        startMs: index === 0 ? segment.startMs : (words[0]?.startMs ?? segment.startMs),
        endMs: index === runs.length - 1 ? segment.endMs : (words.at(-1)?.endMs ?? segment.endMs),
        text: texts[index] ?? '',
        words,
        speaker: run.speaker,
      };
    });
  });
}

/** The speaker with the most overlap with [startMs, endMs); for no overlap at all (an instant, a gap), the nearest turn's. */
function speakerOf(startMs: number, endMs: number, turns: readonly SpeakerTurn[]): number {
  const overlaps = new Map<number, number>();
  let nearest: { speaker: number; distanceMs: number } | undefined;
  for (const turn of turns) {
    const overlapMs = Math.min(endMs, turn.endMs) - Math.max(startMs, turn.startMs);
    if (overlapMs > 0) overlaps.set(turn.speaker, (overlaps.get(turn.speaker) ?? 0) + overlapMs);
    const distanceMs = Math.max(0, turn.startMs - endMs, startMs - turn.endMs);
    if (!nearest || distanceMs < nearest.distanceMs) nearest = { speaker: turn.speaker, distanceMs };
  }
  let best: { speaker: number; overlapMs: number } | undefined;
  for (const [speaker, overlapMs] of overlaps) if (!best || overlapMs > best.overlapMs) best = { speaker, overlapMs };
  return best?.speaker ?? nearest?.speaker ?? 1;
}

function smoothLoneWords(speakers: number[]): number[] {
  return speakers.map((speaker, index) => {
    const before = speakers[index - 1];
    return before !== undefined && before === speakers[index + 1] && before !== speaker ? before : speaker;
  });
}

/**
 * The segment's text cut before the words at `firstWords` (indexes; the first
 * is 0): each word is found in the text in order, so punctuation and spacing
 * stay where they were. When a word is not in the text as written, the
 * pieces are the words themselves, joined as the text joins them.
 */
function cutText(segment: TranscriptSegment, firstWords: number[]): string[] {
  const offsets: number[] = [];
  const lowerText = segment.text.toLowerCase();
  let cursor = 0;
  for (const word of segment.words) {
    const at = lowerText.indexOf(word.text.trim().toLowerCase(), cursor);
    if (at < 0 || !word.text.trim()) return joinWords(segment.words, firstWords, /\s/u.test(segment.text.trim()) ? ' ' : '');
    offsets.push(at);
    cursor = at + word.text.trim().length;
  }
  return firstWords.map((first, index) => {
    const next = firstWords[index + 1];
    return segment.text.slice(index === 0 ? 0 : offsets[first], next === undefined ? undefined : offsets[next]).trim();
  });
}

function joinWords(words: readonly TranscribedWord[], firstWords: number[], separator: string): string[] {
  return firstWords.map((first, index) =>
    words
      .slice(first, firstWords[index + 1])
      .map((word) => word.text.trim())
      .join(separator),
  );
}
