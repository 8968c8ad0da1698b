import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences.ts';

describe('splitSentences', () => {
  it('splits at sentence ends but not after abbreviations, initials or inside numbers', () => {
    const text = 'Dr. Smith met J. R. Tolkien at 3.5 p.m. in the U.S.A. today. Really? Yes!';
    expect(splitSentences(text).map((sentence) => sentence.text)).toEqual(['Dr. Smith met J. R. Tolkien at 3.5 p.m. in the U.S.A. today.', 'Really?', 'Yes!']);
  });

  it('splits CJK, Arabic, Hindi and Amharic sentence ends and marks paragraph ends', () => {
    const text = '今天天气很好。我们去公园吧！\n\nكيف حالك؟ أنا بخير.\nनमस्ते। ठीक है।\n\nሰላም። ደህና ነህ?';
    const sentences = splitSentences(text);
    expect(sentences.map((sentence) => sentence.text)).toEqual([
      '今天天气很好。',
      '我们去公园吧！',
      'كيف حالك؟',
      'أنا بخير.',
      'नमस्ते।',
      'ठीक है।',
      'ሰላም።',
      'ደህና ነህ?',
    ]);
    expect(sentences.map((sentence) => sentence.endsParagraph)).toEqual([false, true, false, false, false, true, false, true]);
  });

  it('keeps offsets into the original text', () => {
    const text = '  Hello there.   Second one.';
    for (const sentence of splitSentences(text)) expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
  });

  it('cuts an over-long sentence at a clause boundary', () => {
    const clause = 'this clause goes on for a while, ';
    const sentences = splitSentences(`${clause.repeat(12)}and ends here.`, { maxChars: 120 });
    expect(sentences.length).toBeGreaterThan(3);
    for (const sentence of sentences) {
      expect(sentence.text.length).toBeLessThanOrEqual(120);
      expect(sentence.text.endsWith(',') || sentence.text.endsWith('.')).toBe(true);
    }
  });
});
