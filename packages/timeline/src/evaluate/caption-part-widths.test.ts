import { describe, expect, it } from 'vitest';
import { measureCaptionParts } from './caption-part-widths.ts';
import { getCaptionWeight, joinCaptionUnits, joinCaptionWords, splitCaptionUnits } from './caption-text.ts';

describe('measureCaptionParts', () => {
  it('gives the width of every run of parts as joining them would', () => {
    const cases = [
      { parts: 'The quick brown fox jumps over the lazy dog.'.split(' '), join: joinCaptionWords },
      { parts: ['Talkreel', '你', '好', 'AI', '视频', 'works'], join: joinCaptionWords },
      { parts: splitCaptionUnits('Hello  big world, 你好，世界 AI'), join: joinCaptionUnits },
    ];
    for (const { parts, join } of cases) {
      const { getWeight } = measureCaptionParts(parts, join);
      for (let start = 0; start < parts.length; start += 1) {
        for (let end = start + 1; end <= parts.length; end += 1) {
          expect(getWeight(start, end), parts.slice(start, end).join('|')).toBe(getCaptionWeight(join(parts.slice(start, end))));
        }
      }
    }
  });

  it('counts the fewest lines a run needs', () => {
    const parts = 'The quick brown fox jumps over the lazy dog.'.split(' ');
    const { countLines } = measureCaptionParts(parts, joinCaptionWords);
    expect(countLines(0, parts.length, 30)).toBe(2);
    expect(countLines(0, parts.length, 44)).toBe(1);
    expect(countLines(0, 4, 19)).toBe(1);
    expect(countLines(0, 4, 18)).toBe(2);
    const long = measureCaptionParts(['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc'], joinCaptionWords);
    expect(long.countLines(0, 3, 30)).toBe(3);
  });
});
