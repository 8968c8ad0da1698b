import type { SpeakerTurn } from '@talkreel/speech';
import { describe, expect, it } from 'vitest';
import type { TranscribedWord, TranscriptSegment } from '../speech-recognizer.ts';
import { assignSpeakers } from './assign-speakers.ts';

const turn = (speaker: 1 | 2, startMs: number, endMs: number): SpeakerTurn => ({ speaker, startMs, endMs, voiceStartMs: startMs, voiceEndMs: endMs });
// Speaker 1 until 4.2 s, speaker 2 until 9 s, speaker 1 again to the end.
const turns = [turn(1, 0, 4200), turn(2, 4200, 9000), turn(1, 9000, 12_000)];

function segmentOf(text: string, words: [string, number, number][]): TranscriptSegment {
  const timed: TranscribedWord[] = words.map(([word, startMs, endMs]) => ({ text: word, startMs, endMs }));
  return { startMs: timed[0]?.startMs ?? 0, endMs: timed.at(-1)?.endMs ?? 0, text, words: timed };
}

describe('assignSpeakers', () => {
  it('gives whole segments the speaker whose turn covers most of them', () => {
    const segments = [
      segmentOf('Welcome to the show.', [
        ['Welcome', 200, 600],
        ['to', 600, 800],
        ['the', 800, 950],
        ['show', 950, 1400],
      ]),
      { startMs: 5000, endMs: 8000, text: 'Thanks for having me.', words: [] },
      // 8.5–10 s: 0.5 s in speaker 2's turn, 1 s in speaker 1's.
      { startMs: 8500, endMs: 10_000, text: 'Sure.', words: [] },
    ];
    expect(assignSpeakers(segments, turns).map(({ speaker, text }) => ({ speaker, text }))).toEqual([
      { speaker: 1, text: 'Welcome to the show.' },
      { speaker: 2, text: 'Thanks for having me.' },
      { speaker: 1, text: 'Sure.' },
    ]);
  });

  it('splits a segment at the speaker change, text cut at the word with its punctuation', () => {
    const segment = segmentOf('Is that right? Yes, it is.', [
      ['Is', 3000, 3200],
      ['that', 3200, 3500],
      ['right', 3500, 4000],
      ['Yes', 4400, 4800],
      ['it', 4800, 5000],
      ['is', 5000, 5300],
    ]);
    const result = assignSpeakers([segment], turns);
    expect(result.map(({ speaker, text, startMs, endMs }) => ({ speaker, text, startMs, endMs }))).toEqual([
      { speaker: 1, text: 'Is that right?', startMs: 3000, endMs: 4000 },
      { speaker: 2, text: 'Yes, it is.', startMs: 4400, endMs: 5300 },
    ]);
    expect(result[1]?.words.map((word) => word.text)).toEqual(['Yes', 'it', 'is']);
  });

  it('keeps a lone word that strays over a turn edge with its neighbours', () => {
    // "and" (4150–4300 ms) lies mostly in speaker 2's turn, between speaker 1's words.
    const segment = segmentOf('so we start and then we go', [
      ['so', 3000, 3300],
      ['we', 3300, 3500],
      ['start', 3500, 4150],
      ['and', 4150, 4300],
      ['then', 4300, 4500],
      ['we', 4500, 4600],
      ['go', 4600, 4900],
    ]);
    const result = assignSpeakers([segment], [turn(1, 0, 4200), turn(2, 4200, 4250), turn(1, 4250, 9000)]);
    expect(result).toEqual([{ ...segment, speaker: 1 }]);
  });

  it('joins the words themselves when the text does not hold them as written', () => {
    const segment = segmentOf('我们走吧。好的。', [
      ['我们', 3000, 3400],
      ['走吧', 3400, 4000],
      ['好的', 4500, 5000],
    ]);
    expect(assignSpeakers([{ ...segment, text: '我们走吧 好 的' }], turns).map((part) => part.text)).toEqual(['我们 走吧', '好的']);
    expect(assignSpeakers([segment], turns).map((part) => part.text)).toEqual(['我们走吧。', '好的。']);
  });

  it('makes everyone speaker 1 without turns', () => {
    const segment = segmentOf('hello there', [
      ['hello', 0, 400],
      ['there', 400, 800],
    ]);
    expect(assignSpeakers([segment], [])).toEqual([{ ...segment, speaker: 1 }]);
  });
});
