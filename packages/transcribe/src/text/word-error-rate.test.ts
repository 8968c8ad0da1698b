import { describe, expect, it } from 'vitest';
import { normalizeWords, wordErrorRate } from './word-error-rate.ts';

describe('wordErrorRate', () => {
  it('is 0 for the same words whatever the case and punctuation', () => {
    expect(wordErrorRate('Hello, world! How are you?', 'hello world how are you')).toBe(0);
  });

  it('counts a substitution, a deletion and an insertion over the reference length', () => {
    // the cat sat on the mat (6) → the bat sat on mat today: bat for cat (S), "the" missing (D), "today" added (I).
    expect(wordErrorRate('the cat sat on the mat', 'the bat sat on mat today')).toBeCloseTo(3 / 6, 10);
  });

  it('takes the cheapest alignment, not word by word', () => {
    // One word inserted at the front shifts every position but costs only one edit.
    expect(wordErrorRate('one two three four', 'zero one two three four')).toBe(0.25);
  });

  it('exceeds 1 when the hypothesis inserts more words than the reference has', () => {
    expect(wordErrorRate('yes', 'no no no')).toBe(3);
  });

  it('treats an empty reference as 0 for silence and 1 for anything heard', () => {
    expect(wordErrorRate('', '')).toBe(0);
    expect(wordErrorRate('...', 'hello')).toBe(1);
    expect(wordErrorRate('hello there', '')).toBe(1);
  });

  it('keeps numbers as written and apostrophes inside words', () => {
    expect(normalizeWords("It's 3.5 km, not 1,000 — well-known DON’T")).toEqual(['its', '3.5', 'km', 'not', '1,000', 'well', 'known', 'dont']);
    expect(wordErrorRate('15 apples', 'fifteen apples')).toBe(0.5);
  });

  it('splits Chinese into dictionary words', () => {
    expect(normalizeWords('我们今天去公园。')).toEqual(['我们', '今天', '去', '公园']);
    expect(wordErrorRate('我们今天去公园', '我们明天去公园')).toBe(0.25);
  });
});
