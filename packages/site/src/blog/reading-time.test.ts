import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from './reading-time.ts';

describe('readingTimeMinutes', () => {
  it('counts 200 English words a minute, rounding up, at least 1', () => {
    expect(readingTimeMinutes('Short.', 'en')).toBe(1);
    expect(readingTimeMinutes(Array.from({ length: 400 }, () => 'word').join(' '), 'en')).toBe(2);
    expect(readingTimeMinutes(Array.from({ length: 401 }, () => 'word').join(' '), 'en')).toBe(3);
    // Markdown syntax and link targets are not words.
    expect(readingTimeMinutes(`## ${Array.from({ length: 200 }, () => '[word](https://example.com/a-b-c) -').join(' ')}`, 'en')).toBe(1);
  });

  it('counts 400 Chinese characters a minute', () => {
    expect(readingTimeMinutes('字'.repeat(400), 'zh-cn')).toBe(1);
    expect(readingTimeMinutes(`${'字'.repeat(600)}\n\n${'字'.repeat(200)} `, 'zh-cn')).toBe(2);
    expect(readingTimeMinutes('字'.repeat(801), 'zh-cn')).toBe(3);
  });
});
