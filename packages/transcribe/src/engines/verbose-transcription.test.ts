import { describe, expect, it } from 'vitest';
import { TranscriptionError } from '../speech-recognizer.ts';
import { languageCodeOf } from './language-names.ts';
import { parsePocketsphinxLine } from './pocketsphinx-output.ts';
import { readVerboseTranscription } from './verbose-transcription.ts';

const read = (answer: unknown, durationMs = 10_000) => readVerboseTranscription(JSON.stringify(answer), durationMs, 'openai');

describe('readVerboseTranscription', () => {
  it("takes the words from inside the segments when the server puts them there (Whisper's own result)", () => {
    const result = read({
      text: ' Hello there. Bye.',
      language: 'en',
      segments: [
        {
          start: 0.5,
          end: 1.4,
          text: ' Hello there.',
          words: [
            { word: ' Hello', start: 0.5, end: 0.9, probability: 0.9 },
            { word: ' there.', start: 0.9, end: 1.4 },
          ],
        },
        { start: 2, end: 2.5, text: ' Bye.', words: [{ word: ' Bye.', start: 2, end: 2.5 }] },
      ],
    });
    expect(result).toEqual({
      language: 'en',
      text: 'Hello there. Bye.',
      segments: [
        {
          startMs: 500,
          endMs: 1400,
          text: 'Hello there.',
          words: [
            { text: 'Hello', startMs: 500, endMs: 900 },
            { text: 'there.', startMs: 900, endMs: 1400 },
          ],
        },
        { startMs: 2000, endMs: 2500, text: 'Bye.', words: [{ text: 'Bye.', startMs: 2000, endMs: 2500 }] },
      ],
    });
  });

  it('gives a word between segments to the nearer one, and clamps overlapping and overlong segments', () => {
    const result = read(
      {
        text: 'one two three',
        segments: [
          { start: 0, end: 1.2, text: 'one two' },
          { start: 1.0, end: 9, text: 'three' },
        ],
        words: [
          { word: 'one', start: 0.1, end: 0.5 },
          { word: 'two', start: 0.6, end: 1.1 },
          { word: 'three', start: 1.3, end: 1.8 },
        ],
      },
      5000,
    );
    expect(result.segments.map(({ startMs, endMs, words }) => ({ startMs, endMs, words: words.map((word) => word.text) }))).toEqual([
      { startMs: 0, endMs: 1200, words: ['one', 'two'] },
      { startMs: 1200, endMs: 5000, words: ['three'] },
    ]);
    expect(result.language).toBeUndefined();
  });

  it('groups words at pauses when the answer has no segments, and makes one segment of a text alone', () => {
    const words = read({
      text: 'a b c',
      words: [
        { word: 'a', start: 0, end: 0.2 },
        { word: 'b', start: 0.3, end: 0.5 },
        { word: 'c', start: 1.5, end: 1.7 },
      ],
    });
    expect(words.segments.map((segment) => segment.text)).toEqual(['a b', 'c']);
    expect(read({ text: ' Just text. ' }, 4200).segments).toEqual([{ startMs: 0, endMs: 4200, text: 'Just text.', words: [] }]);
    expect(read({ text: '  ', segments: [{ start: 0, end: 1, text: ' ' }] }).segments).toEqual([]);
  });

  it('answers bad_answer naming what is wrong', () => {
    expect(() => read({ text: 'x', segments: [{ start: '0', end: 1, text: 'x' }] })).toThrow(
      new TranscriptionError(
        'openai: the answer is not a verbose_json transcription (segments.0.start: Invalid input: expected number, received string)',
        'bad_answer',
        'openai',
      ),
    );
    expect(() => readVerboseTranscription('', 1000, 'openai')).toThrow('openai: the answer is not JSON: ');
  });
});

describe('languageCodeOf', () => {
  it("reads Whisper's names, BCP 47 tags and codes", () => {
    expect(['english', 'Chinese', 'haitian creole', 'en-US', 'zh_TW', 'pt', 'jw', 'yue', 'cantonese', 'Klingon'].map(languageCodeOf)).toEqual([
      'en',
      'zh',
      'ht',
      'en',
      'zh',
      'pt',
      'jv',
      'yue',
      'yue',
      'klingon',
    ]);
  });
});

describe('parsePocketsphinxLine', () => {
  it('reads word lines, drops fillers and hypothesis lines, strips pronunciation variants', () => {
    expect(parsePocketsphinxLine('weather 0.290 0.590 0.996207')).toEqual({ text: 'weather', startMs: 290, endMs: 590 });
    expect(parsePocketsphinxLine('and(2) 1.360 1.520 0.624468')).toEqual({ text: 'and', startMs: 1360, endMs: 1520 });
    expect(parsePocketsphinxLine("don't 2.000 2.250 1.000100")).toEqual({ text: "don't", startMs: 2000, endMs: 2250 });
    for (const line of [
      '<s> 0.000 0.070 0.999700',
      '</s> 2.000 2.180 1.000000',
      '<sil> 3.1 3.4 0.9',
      '[NOISE] 4.0 4.2 0.5',
      'the weather today is sunny',
      '',
    ]) {
      expect(parsePocketsphinxLine(line)).toBeUndefined();
    }
  });
});
