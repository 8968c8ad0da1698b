import { describe, expect, it } from 'vitest';
import { wrapText } from './wrap-text.ts';

/** Every character is 10 px wide: widths are easy to reason about. */
const measure = (line: string) => [...line].length * 10;

describe('wrapText', () => {
  it('breaks between words at the box width and keeps explicit newlines', () => {
    expect(wrapText('one two three four', 90, measure)).toEqual(['one two', 'three', 'four']);
    expect(wrapText('a b\nc', 500, measure)).toEqual(['a b', 'c']);
  });

  it('breaks CJK text between characters and a long word between letters', () => {
    expect(wrapText('你好世界朋友', 40, measure)).toEqual(['你好世界', '朋友']);
    expect(wrapText('abcdefghij', 40, measure)).toEqual(['abcd', 'efgh', 'ij']);
  });
});
