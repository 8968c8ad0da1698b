import { describe, expect, it } from 'vitest';
import { breakCaptionLines } from './caption-lines.ts';
import { joinCaptionUnits, joinCaptionWords, splitCaptionUnits } from './caption-text.ts';

const words = (text: string) => text.split(' ');

describe('caption lines', () => {
  it('keeps a caption that fits on one line', () => {
    expect(breakCaptionLines(words('Welcome back to the show.'), joinCaptionWords, 30)).toBe('Welcome back to the show.');
  });

  it('splits a longer caption into lines of about the same length, not a full line and a stub', () => {
    // Filling greedily gives "The quick brown fox jumps over" + "the lazy dog." (30 + 13).
    expect(breakCaptionLines(words('The quick brown fox jumps over the lazy dog.'), joinCaptionWords, 30)).toBe(
      'The quick brown fox\njumps over the lazy dog.',
    );
  });

  it('never leaves one word alone on a line', () => {
    // Filling greedily gives "I have been looking forward to" + "this."
    const text = breakCaptionLines(words('I have been looking forward to this.'), joinCaptionWords, 30);
    expect(text).toBe('I have been looking\nforward to this.');
  });

  it('breaks at a clause end near the middle', () => {
    expect(breakCaptionLines(words('When a release goes wrong, nobody remembers the date.'), joinCaptionWords, 42)).toBe(
      'When a release goes wrong,\nnobody remembers the date.',
    );
  });

  it('breaks Chinese between characters, evenly', () => {
    const units = splitCaptionUnits('今天我们来聊聊人工智能视频的未来');
    expect(breakCaptionLines(units, joinCaptionUnits, 20)).toBe('今天我们来聊聊人\n工智能视频的未来');
  });
});
