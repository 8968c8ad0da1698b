import { z } from 'zod';
import { TranscriptionError, type TranscribedWord, type TranscriptSegment } from '../speech-recognizer.ts';
import { groupWordsIntoSegments } from '../text/group-words.ts';
import { orderWordTimings } from '../text/order-word-timings.ts';
import { languageCodeOf } from './language-names.ts';

const TimedWordSchema = z.object({ word: z.string(), start: z.number(), end: z.number() });

/**
 * OpenAI's `verbose_json` transcription (times in seconds), as OpenAI and
 * faster-whisper-server / speaches answer it; servers that pass Whisper's
 * own result through put the words inside each segment instead. Fields
 * this package does not use are let through.
 */
const VerboseTranscriptionSchema = z.object({
  text: z.string(),
  language: z.string().optional(),
  duration: z.number().optional(),
  segments: z.array(z.object({ start: z.number(), end: z.number(), text: z.string(), words: z.array(TimedWordSchema).optional() })).optional(),
  words: z.array(TimedWordSchema).optional(),
});

/** One answer read into the package's shape: times in milliseconds of the audio sent. */
export interface ReadTranscription {
  /** ISO 639-1 code of the language the service names (`english` → `en`); undefined when it names none. */
  language: string | undefined;
  text: string;
  segments: TranscriptSegment[];
}

/**
 * Reads a verbose_json answer for audio of `durationMs`: segments in order
 * and within the audio, each word given to the segment its time overlaps
 * most (the nearest one when it overlaps none). Words without segments are
 * grouped at pauses; a text without either is one segment over the whole
 * audio. A body that is not JSON or not a transcript is `bad_answer`.
 */
export function readVerboseTranscription(body: string, durationMs: number, engine: string): ReadTranscription {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw new TranscriptionError(`${engine}: the answer is not JSON: ${body.slice(0, 120)}`, 'bad_answer', engine);
  }
  const parsed = VerboseTranscriptionSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new TranscriptionError(
      `${engine}: the answer is not a verbose_json transcription (${issue?.path.join('.') || 'body'}: ${issue?.message})`,
      'bad_answer',
      engine,
    );
  }
  const answer = parsed.data;
  const language = answer.language ? languageCodeOf(answer.language) : undefined;
  const toWord = (word: z.infer<typeof TimedWordSchema>): TranscribedWord => ({
    text: word.word.trim(),
    startMs: Math.round(word.start * 1000),
    endMs: Math.round(word.end * 1000),
  });
  const listed = answer.words ?? answer.segments?.flatMap((segment) => segment.words ?? []) ?? [];
  const words = orderWordTimings(
    listed
      .map(toWord)
      .filter((word) => word.text)
      .sort((a, b) => a.startMs - b.startMs),
    durationMs,
  );
  const text = answer.text.trim();
  const spans = orderSpans(answer.segments ?? [], durationMs);
  let segments: TranscriptSegment[];
  if (spans.length > 0) segments = distributeWords(spans, words);
  else if (words.length > 0) segments = groupWordsIntoSegments(words);
  else segments = text ? [{ startMs: 0, endMs: durationMs, text, words: [] }] : [];
  return { language, text: text || segments.map((segment) => segment.text).join(' '), segments };
}

/** Segments with text, in order, clamped to the audio and to the end of the one before. */
function orderSpans(segments: readonly { start: number; end: number; text: string }[], durationMs: number): TranscriptSegment[] {
  const spans: TranscriptSegment[] = [];
  let previousEndMs = 0;
  for (const segment of [...segments].sort((a, b) => a.start - b.start)) {
    const text = segment.text.trim();
    if (!text) continue;
    const startMs = Math.min(durationMs, Math.max(previousEndMs, Math.round(segment.start * 1000)));
    const endMs = Math.min(durationMs, Math.max(startMs, Math.round(segment.end * 1000)));
    spans.push({ startMs, endMs, text, words: [] });
    previousEndMs = endMs;
  }
  return spans;
}

function distributeWords(spans: TranscriptSegment[], words: readonly TranscribedWord[]): TranscriptSegment[] {
  for (const word of words) {
    let best: { span: TranscriptSegment; overlapMs: number; distanceMs: number } | undefined;
    for (const span of spans) {
      const overlapMs = Math.min(word.endMs, span.endMs) - Math.max(word.startMs, span.startMs);
      const distanceMs = Math.max(0, span.startMs - word.endMs, word.startMs - span.endMs);
      if (!best || overlapMs > best.overlapMs || (overlapMs === best.overlapMs && distanceMs < best.distanceMs)) best = { span, overlapMs, distanceMs };
    }
    best?.span.words.push(word);
  }
  return spans;
}
