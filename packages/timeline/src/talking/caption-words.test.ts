import { describe, expect, it } from 'vitest';
import { captionWords } from './caption-words.ts';

const timed = (...texts: string[]) => texts.map((text, index) => ({ text, startMs: index * 100, endMs: index * 100 + 90 }));

describe('captionWords', () => {
  it('gives the words back their punctuation and quotes from the script, keeping their timings', () => {
    const words = captionWords('Hello, I am a "talking" photo. Nice!', timed('Hello', 'I', 'am', 'a', 'talking', 'photo', 'Nice'));
    expect(words.map((word) => word.text)).toEqual(['Hello,', 'I', 'am', 'a', '"talking"', 'photo.', 'Nice!']);
    expect(words[5]).toEqual({ text: 'photo.', startMs: 500, endMs: 590 });
  });

  it('handles unspaced scripts and words the script does not contain', () => {
    expect(captionWords('你好，世界。', timed('你好', '世界')).map((word) => word.text)).toEqual(['你好，', '世界。']);
    expect(captionWords('It costs $5.', timed('It', 'costs', 'five', 'dollars')).map((word) => word.text)).toEqual(['It', 'costs', 'five', 'dollars']);
  });
});
