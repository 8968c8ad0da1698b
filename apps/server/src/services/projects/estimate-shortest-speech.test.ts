import { describe, expect, it } from 'vitest';
import { estimateShortestSpeechMs } from './estimate-shortest-speech.ts';

describe('estimateShortestSpeechMs', () => {
  it('counts alphabetic text at 65 ms a character and Chinese at 150', () => {
    expect(estimateShortestSpeechMs('')).toBe(0);
    expect(estimateShortestSpeechMs('  Hello there.  ')).toBe(12 * 65);
    expect(estimateShortestSpeechMs('你好，世界')).toBe(4 * 150 + 65);
  });

  it('puts the spec longest script (30,000 characters) past 30 minutes, and 27,000 under', () => {
    expect(estimateShortestSpeechMs('word '.repeat(6000))).toBeGreaterThan(30 * 60_000);
    expect(estimateShortestSpeechMs('word '.repeat(5400))).toBeLessThan(30 * 60_000);
  });
});
