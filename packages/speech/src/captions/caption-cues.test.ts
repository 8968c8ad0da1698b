import { describe, expect, it } from 'vitest';
import { createCaptionCues } from './caption-cues.ts';

const words = [
  { text: 'Hello', startMs: 120, endMs: 480 },
  { text: 'world', startMs: 480, endMs: 910 },
  { text: 'This', startMs: 1400, endMs: 1600 },
  { text: 'is', startMs: 1600, endMs: 1700 },
  { text: '<new>', startMs: 1700, endMs: 3_725_004 },
];

describe('captions from word timings', () => {
  it('starts a new cue at a pause and past the line length', () => {
    expect(createCaptionCues(words)).toEqual([
      { startMs: 120, endMs: 910, text: 'Hello world' },
      { startMs: 1400, endMs: 1700, text: 'This is' },
      { startMs: 1700, endMs: 3_725_004, text: '<new>' },
    ]);
    const long = Array.from({ length: 12 }, (_, index) => ({ text: 'caption', startMs: index * 200, endMs: index * 200 + 180 }));
    for (const cue of createCaptionCues(long)) expect(cue.text.length).toBeLessThanOrEqual(42);
  });

  it('joins Chinese words without spaces and counts them double-width', () => {
    const chinese = ['今天', '天气', '很好', '我们', '去', '公园', '散步', '吧', '今天', '天气', '很好', '我们'].map((text, index) => ({
      text,
      startMs: index * 300,
      endMs: index * 300 + 280,
    }));
    const cues = createCaptionCues(chinese);
    expect(cues[0]?.text.startsWith('今天天气很好')).toBe(true);
    expect(cues.length).toBe(2);
  });
});
