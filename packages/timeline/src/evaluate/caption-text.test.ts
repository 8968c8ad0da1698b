import { describe, expect, it } from 'vitest';
import { endsClause, endsSentence, getCaptionWeight, joinCaptionUnits, joinCaptionWords, splitCaptionUnits } from './caption-text.ts';

describe('caption text', () => {
  it('weighs wide characters double', () => {
    expect(getCaptionWeight('abc')).toBe(3);
    expect(getCaptionWeight('你好a')).toBe(5);
  });

  it('splits Latin by words and CJK by characters, keeping spaces and punctuation attached', () => {
    expect(splitCaptionUnits('Hello  big world')).toEqual(['Hello  ', 'big ', 'world']);
    expect(splitCaptionUnits('你好，世界 AI')).toEqual(['你', '好，', '世', '界 ', 'AI']);
    expect(splitCaptionUnits('Talkreel 你好').join('')).toBe('Talkreel 你好');
    expect(joinCaptionUnits(['Talkreel ', '你', '好 '])).toBe('Talkreel 你好');
  });

  it('joins with spaces only between Latin words', () => {
    expect(joinCaptionWords(['Hello', 'world'])).toBe('Hello world');
    expect(joinCaptionWords(['你', '好', 'AI', '视频'])).toBe('你好AI视频');
  });

  it('finds sentence ends in both scripts', () => {
    expect(endsSentence('done.')).toBe(true);
    expect(endsSentence('“done!”')).toBe(true);
    expect(endsSentence('好。')).toBe(true);
    expect(endsSentence('and')).toBe(false);
  });

  it('finds clause ends in both scripts', () => {
    expect(endsClause('morning,')).toBe(true);
    expect(endsClause('“so,”')).toBe(true);
    expect(endsClause('好，')).toBe(true);
    expect(endsClause('done.')).toBe(false);
    expect(endsClause('and')).toBe(false);
  });
});
