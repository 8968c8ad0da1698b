import { describe, expect, it } from 'vitest';
import { countWords, segmentWords } from './segment-words.ts';

describe('segmentWords: the word unit of timings and captions', () => {
  it('takes space-separated runs in spaced scripts, without edge punctuation', () => {
    const text = '"Hello," said Dr. Smith — it costs $5.99 (50%), e.g. at https://example.com/a-b. Well-known U.S.A.!';
    expect(segmentWords(text, 'en-US').map((word) => word.text)).toEqual([
      'Hello',
      'said',
      'Dr.',
      'Smith',
      'it',
      'costs',
      '$5.99',
      '50%',
      'e.g.',
      'at',
      'https://example.com/a-b',
      'Well-known',
      'U.S.A.',
    ]);
  });

  it('uses ICU dictionary words for Chinese and Japanese, joining numbers with their % or currency sign', () => {
    expect(segmentWords('今天天气很好。增长了50%，价格$5。', 'zh-CN').map((word) => word.text)).toEqual([
      '今天',
      '天气',
      '很好',
      '增长',
      '了',
      '50%',
      '价格',
      '$5',
    ]);
    expect(segmentWords('こんにちは。きょうはいいてんきですね。', 'ja-JP').map((word) => word.text)).toEqual([
      'こんにちは',
      'きょう',
      'は',
      'いい',
      'てんき',
      'です',
      'ね',
    ]);
  });

  it('strips Arabic and Hindi punctuation and keeps offsets into the text', () => {
    const text = 'مرحبا بالعالم، كيف حالك؟ नमस्ते दुनिया।';
    const words = segmentWords(text, 'ar-SA');
    expect(words.map((word) => word.text)).toEqual(['مرحبا', 'بالعالم', 'كيف', 'حالك', 'नमस्ते', 'दुनिया']);
    for (const word of words) expect(text.slice(word.start, word.end)).toBe(word.text);
  });

  it('does not count pure punctuation or symbols as words', () => {
    expect(countWords('— ... & ! ?', 'en-US')).toBe(0);
  });
});
