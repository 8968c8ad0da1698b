import { describe, expect, it } from 'vitest';
import { wrapText, wrapTextBalanced } from './wrap-text.ts';

// Every character 10 px wide, CJK 20 px: easy widths to reason about.
const measure = (line: string) => [...line].reduce((width, character) => width + (/[\u4e00-\u9fff]/.test(character) ? 20 : 10), 0);

describe('wrapText', () => {
  it('keeps the spacing of the text', () => {
    expect(wrapText('Talkreel 你好', 1000, measure)).toEqual(['Talkreel 你好']);
  });

  it('breaks between words within the width', () => {
    expect(wrapText('the quick brown fox jumps', 110, measure)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('breaks Chinese between characters and keeps explicit newlines', () => {
    expect(wrapText('今天我们来聊聊\nAI', 100, measure)).toEqual(['今天我们来', '聊聊', 'AI']);
  });

  it('breaks a word longer than the line', () => {
    expect(wrapText('supercalifragilistic', 50, measure)).toEqual(['super', 'calif', 'ragil', 'istic']);
  });
});

describe('wrapTextBalanced', () => {
  it('keeps the line count but evens the lines, so no word is left alone', () => {
    expect(wrapText('see you all next week, friends', 250, measure)).toEqual(['see you all next week,', 'friends']);
    expect(wrapTextBalanced('see you all next week, friends', 250, measure)).toEqual(['see you all next', 'week, friends']);
    expect(wrapTextBalanced('the quick brown fox jumps', 110, measure)).toEqual(['the quick', 'brown fox', 'jumps']);
  });

  it('leaves what fits, and each paragraph of a caption already broken into lines, as it is', () => {
    expect(wrapTextBalanced('Talkreel 你好', 1000, measure)).toEqual(['Talkreel 你好']);
    expect(wrapTextBalanced('Welcome back\nto the show.', 300, measure)).toEqual(['Welcome back', 'to the show.']);
  });
});
