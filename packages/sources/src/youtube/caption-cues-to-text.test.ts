import { describe, expect, it } from 'vitest';
import type { CaptionCue } from './caption-cue.ts';
import { captionCuesToText } from './caption-cues-to-text.ts';

/** Cues back to back, 2 s each, from 0. */
const backToBack = (...texts: string[]): CaptionCue[] => texts.map((text, index) => ({ startMs: index * 2000, durationMs: 2000, text }));

describe('captionCuesToText', () => {
  it('joins screen lines and cues into running sentences', () => {
    expect(captionCuesToText(backToBack('The dough needs\ntime to rise,', 'about an hour.', 'Then bake it.'))).toBe(
      'The dough needs time to rise, about an hour. Then bake it.',
    );
  });

  it('drops sound and music cues, whole-cue descriptions and lyrics, keeping the words around them', () => {
    expect(captionCuesToText(backToBack('[Music]', '[Applause] Welcome back,', '♪ la la ♪ said the host ♫ (smiling).'))).toBe(
      'Welcome back, said the host (smiling).',
    );
    expect(captionCuesToText(backToBack('Yes,', '(audience laughing)', 'indeed.'))).toBe('Yes, indeed.');
  });

  it('counts the time of dropped cues as a pause', () => {
    // The 4 s of laughter and song between the two lines start a paragraph.
    expect(captionCuesToText(backToBack('Welcome back.', '(audience laughing)', '♪ Happy birthday to you ♪', 'Thanks.'))).toBe('Welcome back.\n\nThanks.');
  });

  it('starts a paragraph at each change of speaker (">>") and strips dialogue dashes', () => {
    expect(captionCuesToText(backToBack('>> How long?', '>> An hour', 'or so.', '- Great.\n- Thanks.'))).toBe('How long?\n\nAn hour or so. Great. Thanks.');
  });

  it('starts a paragraph at a pause after a finished sentence, and at a long pause in any case', () => {
    const cues: CaptionCue[] = [
      { startMs: 0, durationMs: 1000, text: 'One.' },
      { startMs: 2600, durationMs: 1000, text: 'Two' },
      { startMs: 5000, durationMs: 1000, text: 'three' },
      { startMs: 9100, durationMs: 1000, text: 'four' },
    ];
    // 1.6 s after "One." breaks; 1.4 s after "Two" does not; 3.1 s after "three" does.
    expect(captionCuesToText(cues)).toBe('One.\n\nTwo three\n\nfour');
  });

  it('ends long paragraphs at a sentence end, and very long ones anywhere', () => {
    const sentence = `${'word '.repeat(29)}end.`;
    const punctuated = captionCuesToText(backToBack(...Array.from({ length: 10 }, () => sentence)));
    expect(punctuated.split('\n\n').map((paragraph) => paragraph.length)).toEqual([749, 749]);
    const unpunctuated = captionCuesToText(backToBack(...Array.from({ length: 80 }, () => 'no punctuation at all here')));
    expect(Math.max(...unpunctuated.split('\n\n').map((paragraph) => paragraph.length))).toBeLessThanOrEqual(1500 + 27);
  });

  it('sorts cues by time and tidies spaces before punctuation', () => {
    const cues: CaptionCue[] = [
      { startMs: 2000, durationMs: 1000, text: 'world !' },
      { startMs: 0, durationMs: 1000, text: 'hello ,' },
    ];
    expect(captionCuesToText(cues)).toBe('hello, world!');
  });

  it('gives an empty string when nothing is spoken', () => {
    expect(captionCuesToText([])).toBe('');
    expect(captionCuesToText(backToBack('[Music]', '♪ ♪', '(silence)'))).toBe('');
  });
});
