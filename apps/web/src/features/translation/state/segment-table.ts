import { translationLimits, type saveTranslationSegmentsRoute, type TranslationSegment, type TranslationSpeaker } from '@talkreel/contract';
import type { z } from 'zod';
import { formatTimestamp, parseTimestamp } from './timestamp.ts';

/** One row of the table: the segment as it will be saved, and the times as typed (they may not parse yet). */
export interface SegmentDraft {
  segment: TranslationSegment;
  startText: string;
  endText: string;
}

export interface SegmentTable {
  drafts: SegmentDraft[];
  speakers: TranslationSpeaker[];
  /** Something was changed since the record was read or saved. */
  isDirty: boolean;
}

export type SegmentTableAction =
  | { type: 'editText'; segmentId: string; text: string }
  | { type: 'editTranslation'; segmentId: string; language: string; text: string }
  | { type: 'editStart'; segmentId: string; text: string }
  | { type: 'editEnd'; segmentId: string; text: string }
  | { type: 'setSpeaker'; segmentId: string; speaker: number }
  | { type: 'renameSpeaker'; speaker: number; name: string }
  | { type: 'setVoice'; speaker: number; language: string; voiceId: string | null };

/**
 * The table of a record under review. A speaker used by a segment but not
 * listed gets an entry named by `nameSpeaker` (the page's 'Speaker 2'), so
 * every segment's speaker has a name and voices.
 */
export function createSegmentTable(
  segments: readonly TranslationSegment[],
  speakers: readonly TranslationSpeaker[],
  nameSpeaker: (speaker: number) => string,
): SegmentTable {
  const listed = new Map(speakers.map((speaker) => [speaker.speaker, speaker]));
  for (const { speaker } of segments) {
    if (!listed.has(speaker)) listed.set(speaker, { speaker, name: nameSpeaker(speaker), gender: null, voice_ids: {} });
  }
  return {
    drafts: segments.map((segment) => ({ segment, startText: formatTimestamp(segment.start_ms), endText: formatTimestamp(segment.end_ms) })),
    speakers: [...listed.values()].sort((first, second) => first.speaker - second.speaker),
    isDirty: false,
  };
}

/**
 * A typed time's milliseconds: unchanged while the text still reads as the
 * stored time (which may be finer than a tenth), the old value while it does
 * not parse (the row then shows the problem).
 */
function timeFromText(text: string, currentMs: number): number {
  if (text.trim() === formatTimestamp(currentMs)) return currentMs;
  return parseTimestamp(text) ?? currentMs;
}

function updateDraft(table: SegmentTable, segmentId: string, change: (draft: SegmentDraft) => SegmentDraft): SegmentTable {
  return { ...table, isDirty: true, drafts: table.drafts.map((draft) => (draft.segment.id === segmentId ? change(draft) : draft)) };
}

function updateSpeaker(table: SegmentTable, speaker: number, change: (entry: TranslationSpeaker) => TranslationSpeaker): SegmentTable {
  return { ...table, isDirty: true, speakers: table.speakers.map((entry) => (entry.speaker === speaker ? change(entry) : entry)) };
}

export function segmentTableReducer(table: SegmentTable, action: SegmentTableAction): SegmentTable {
  switch (action.type) {
    case 'editText':
      return updateDraft(table, action.segmentId, (draft) => ({ ...draft, segment: { ...draft.segment, text: action.text } }));
    case 'editTranslation':
      return updateDraft(table, action.segmentId, (draft) => ({
        ...draft,
        segment: { ...draft.segment, translations: { ...draft.segment.translations, [action.language]: action.text } },
      }));
    case 'editStart':
      return updateDraft(table, action.segmentId, (draft) => ({
        ...draft,
        startText: action.text,
        segment: { ...draft.segment, start_ms: timeFromText(action.text, draft.segment.start_ms) },
      }));
    case 'editEnd':
      return updateDraft(table, action.segmentId, (draft) => ({
        ...draft,
        endText: action.text,
        segment: { ...draft.segment, end_ms: timeFromText(action.text, draft.segment.end_ms) },
      }));
    case 'setSpeaker':
      if (!table.speakers.some((entry) => entry.speaker === action.speaker)) return table;
      return updateDraft(table, action.segmentId, (draft) => ({ ...draft, segment: { ...draft.segment, speaker: action.speaker } }));
    case 'renameSpeaker':
      return updateSpeaker(table, action.speaker, (entry) => ({ ...entry, name: action.name }));
    case 'setVoice':
      return updateSpeaker(table, action.speaker, (entry) => {
        const voiceIds = { ...entry.voice_ids };
        if (action.voiceId) voiceIds[action.language] = action.voiceId;
        else delete voiceIds[action.language];
        return { ...entry, voice_ids: voiceIds };
      });
  }
}

/** What is wrong with a row; `overlapsNext` only warns (people talk over each other), the others block saving. */
export type SegmentProblem = 'badStart' | 'badEnd' | 'endBeforeStart' | 'pastEnd' | 'textTooLong' | 'translationTooLong' | 'overlapsNext';

export function findSegmentProblems(draft: SegmentDraft, next: SegmentDraft | undefined, durationMs: number): SegmentProblem[] {
  const problems: SegmentProblem[] = [];
  const { segment } = draft;
  const isStartValid = parseTimestamp(draft.startText) !== null;
  const isEndValid = parseTimestamp(draft.endText) !== null;
  if (!isStartValid) problems.push('badStart');
  if (!isEndValid) problems.push('badEnd');
  if (isStartValid && isEndValid && segment.end_ms <= segment.start_ms) problems.push('endBeforeStart');
  if (isEndValid && durationMs > 0 && segment.end_ms > durationMs) problems.push('pastEnd');
  if (segment.text.length > translationLimits.maxSegmentChars) problems.push('textTooLong');
  if (Object.values(segment.translations).some((text) => text.length > translationLimits.maxSegmentChars)) problems.push('translationTooLong');
  if (next && segment.end_ms > next.segment.start_ms) problems.push('overlapsNext');
  return problems;
}

export type SpeakerProblem = 'emptyName' | 'nameTooLong';

/** The contract's name rule: 1 to 60 characters once trimmed. */
export const MAX_SPEAKER_NAME_CHARS = 60;

export function findSpeakerProblems(speaker: TranslationSpeaker): SpeakerProblem[] {
  const name = speaker.name.trim();
  if (name === '') return ['emptyName'];
  return name.length > MAX_SPEAKER_NAME_CHARS ? ['nameTooLong'] : [];
}

const WARNINGS: readonly SegmentProblem[] = ['overlapsNext'];

/** How many rows and speakers have a problem that blocks saving (0: Save and Dub may go). */
export function countBlockingProblems(table: SegmentTable, durationMs: number): number {
  const rows = table.drafts.filter((draft, index) =>
    findSegmentProblems(draft, table.drafts[index + 1], durationMs).some((problem) => !WARNINGS.includes(problem)),
  ).length;
  return rows + table.speakers.filter((speaker) => findSpeakerProblems(speaker).length > 0).length;
}

export type SaveSegmentsBody = z.input<NonNullable<typeof saveTranslationSegmentsRoute.body>>;

/** The body of PUT /project/translation/segments; a dub's fit is the server's, not sent back. */
export function toSaveSegmentsBody(translationId: string, table: SegmentTable): SaveSegmentsBody {
  return {
    id: translationId,
    segments: table.drafts.map(({ segment }) => ({
      id: segment.id,
      speaker: segment.speaker,
      start_ms: segment.start_ms,
      end_ms: segment.end_ms,
      text: segment.text,
      translations: segment.translations,
    })),
    speakers: table.speakers.map((speaker) => ({ ...speaker, name: speaker.name.trim() })),
  };
}
