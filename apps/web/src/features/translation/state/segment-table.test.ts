import { TranslationSegmentSchema, saveTranslationSegmentsRoute, translationLimits, type TranslationSegment } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import {
  countBlockingProblems,
  createSegmentTable,
  findSegmentProblems,
  findSpeakerProblems,
  segmentTableReducer,
  toSaveSegmentsBody,
  type SegmentTable,
} from './segment-table.ts';

const segment = (id: string, speaker: number, start_ms: number, end_ms: number, text: string, es: string): TranslationSegment => ({
  id,
  speaker,
  start_ms,
  end_ms,
  text,
  translations: { es },
});
const SEGMENTS = [segment('s1', 0, 1_234, 3_500, 'Hello there.', 'Hola.'), segment('s2', 1, 4_000, 6_000, 'Hi!', '¡Hola!')];
const SPEAKERS = [{ speaker: 0, name: 'Ana', gender: 'female' as const, voice_ids: { es: 'es-female-1' } }];
const DURATION_MS = 10_000;

const table = () => createSegmentTable(SEGMENTS, SPEAKERS, (speaker) => `Speaker ${speaker + 1}`);
const problemsOf = (state: SegmentTable, index: number) => findSegmentProblems(state.drafts[index]!, state.drafts[index + 1], DURATION_MS);

describe('the segment table under review', () => {
  it('starts clean, times written mm:ss.s, and names a speaker the record does not list', () => {
    const state = table();
    expect(state.isDirty).toBe(false);
    expect(state.drafts.map((draft) => [draft.startText, draft.endText])).toEqual([
      ['00:01.2', '00:03.5'],
      ['00:04.0', '00:06.0'],
    ]);
    expect(state.speakers).toEqual([SPEAKERS[0], { speaker: 1, name: 'Speaker 2', gender: null, voice_ids: {} }]);
    expect(countBlockingProblems(state, DURATION_MS)).toBe(0);
  });

  it('keeps a time finer than a tenth until it is really changed', () => {
    let state = segmentTableReducer(table(), { type: 'editStart', segmentId: 's1', text: '00:01.2' });
    expect(state.drafts[0]!.segment.start_ms).toBe(1_234);
    state = segmentTableReducer(state, { type: 'editStart', segmentId: 's1', text: '0:01.5' });
    expect(state.drafts[0]!.segment.start_ms).toBe(1_500);
    expect(state.isDirty).toBe(true);
  });

  it('edits text, a translation, a speaker, a name and a voice, each on its own row or speaker', () => {
    let state = table();
    state = segmentTableReducer(state, { type: 'editText', segmentId: 's2', text: 'Hi, Ana!' });
    state = segmentTableReducer(state, { type: 'editTranslation', segmentId: 's2', language: 'es', text: '¡Hola, Ana!' });
    state = segmentTableReducer(state, { type: 'editTranslation', segmentId: 's2', language: 'fr', text: 'Salut, Ana !' });
    state = segmentTableReducer(state, { type: 'setSpeaker', segmentId: 's1', speaker: 1 });
    state = segmentTableReducer(state, { type: 'renameSpeaker', speaker: 1, name: 'Ben' });
    state = segmentTableReducer(state, { type: 'setVoice', speaker: 1, language: 'es', voiceId: 'es-male-2' });
    state = segmentTableReducer(state, { type: 'setVoice', speaker: 0, language: 'es', voiceId: null });
    expect(state.drafts.map((draft) => draft.segment)).toEqual([
      { ...SEGMENTS[0], speaker: 1 },
      { ...SEGMENTS[1], text: 'Hi, Ana!', translations: { es: '¡Hola, Ana!', fr: 'Salut, Ana !' } },
    ]);
    expect(state.speakers).toEqual([
      { speaker: 0, name: 'Ana', gender: 'female', voice_ids: {} },
      { speaker: 1, name: 'Ben', gender: null, voice_ids: { es: 'es-male-2' } },
    ]);
    // A speaker that does not exist is not given to a row.
    expect(segmentTableReducer(state, { type: 'setSpeaker', segmentId: 's1', speaker: 5 })).toBe(state);
  });

  it('names what is wrong with a row; an overlap only warns', () => {
    let state = segmentTableReducer(table(), { type: 'editStart', segmentId: 's1', text: '1:75' });
    expect(problemsOf(state, 0)).toEqual(['badStart']);
    expect(state.drafts[0]!.segment.start_ms).toBe(1_234);
    expect(countBlockingProblems(state, DURATION_MS)).toBe(1);
    state = segmentTableReducer(table(), { type: 'editEnd', segmentId: 's1', text: '00:01.0' });
    expect(problemsOf(state, 0)).toEqual(['endBeforeStart']);
    state = segmentTableReducer(table(), { type: 'editEnd', segmentId: 's2', text: '00:12.0' });
    expect(problemsOf(state, 1)).toEqual(['pastEnd']);
    state = segmentTableReducer(table(), { type: 'editEnd', segmentId: 's1', text: '00:04.5' });
    expect(problemsOf(state, 0)).toEqual(['overlapsNext']);
    expect(countBlockingProblems(state, DURATION_MS)).toBe(0);
    const long = 'x'.repeat(translationLimits.maxSegmentChars + 1);
    state = segmentTableReducer(segmentTableReducer(table(), { type: 'editText', segmentId: 's1', text: long }), {
      type: 'editTranslation',
      segmentId: 's1',
      language: 'es',
      text: long,
    });
    expect(problemsOf(state, 0)).toEqual(['textTooLong', 'translationTooLong']);
  });

  it('wants a name for every speaker', () => {
    expect(findSpeakerProblems({ ...SPEAKERS[0]!, name: '  ' })).toEqual(['emptyName']);
    expect(findSpeakerProblems({ ...SPEAKERS[0]!, name: 'x'.repeat(61) })).toEqual(['nameTooLong']);
    expect(countBlockingProblems(segmentTableReducer(table(), { type: 'renameSpeaker', speaker: 0, name: '' }), DURATION_MS)).toBe(1);
  });

  it('saves what the contract takes: trimmed names, no fit', () => {
    let state = createSegmentTable(
      [{ ...SEGMENTS[0]!, fit: { es: { stretch: 1.2, overrun_ms: 0, fits: true } } }, SEGMENTS[1]!],
      SPEAKERS,
      (speaker) => `Speaker ${speaker + 1}`,
    );
    state = segmentTableReducer(state, { type: 'renameSpeaker', speaker: 1, name: '  Ben ' });
    const body = toSaveSegmentsBody('tr_1', state);
    expect(body.segments[0]).not.toHaveProperty('fit');
    expect(body.speakers.map((speaker) => speaker.name)).toEqual(['Ana', 'Ben']);
    const parsed = saveTranslationSegmentsRoute.body!.parse(body);
    expect(parsed.segments.map((row) => TranslationSegmentSchema.parse(row).id)).toEqual(['s1', 's2']);
  });
});
