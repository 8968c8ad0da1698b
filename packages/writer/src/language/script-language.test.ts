import { describe, expect, it } from 'vitest';
import { WriterError } from '../script-types.ts';
import { getScriptLanguage, measureScriptShare } from './script-language.ts';

describe('getScriptLanguage', () => {
  it('reads the product’s language values with their locale, writing and speaking rate', () => {
    const pick = (value: string) => {
      const language = getScriptLanguage(value);
      return [language.locale, language.scripts.join('+'), language.lengthUnit, language.unitsPerMinute, language.phrasing];
    };
    expect(pick('english')).toEqual(['en-US', 'Latn', 'words', 150, 'english']);
    expect(pick('chinese')).toEqual(['zh-CN', 'Han', 'characters', 250, 'simplified-chinese']);
    expect(pick('traditional-chinese')).toEqual(['zh-TW', 'Han', 'characters', 250, 'traditional-chinese']);
    expect(pick('cantonese')).toEqual(['zh-HK', 'Han', 'characters', 250, 'none']);
    expect(pick('japanese')).toEqual(['ja-JP', 'Han+Hiragana+Katakana', 'characters', 300, 'none']);
    expect(pick('korean')).toEqual(['ko-KR', 'Hangul+Han', 'characters', 280, 'none']);
    expect(pick('thai')).toEqual(['th-TH', 'Thai', 'words', 150, 'none']);
    expect(pick('russian')).toEqual(['ru-RU', 'Cyrl', 'words', 150, 'none']);
    expect(getScriptLanguage('traditional-chinese')).toMatchObject({ label: 'Traditional Chinese', nativeLabel: '繁體中文' });
  });

  it('takes a BCP 47 tag too, and refuses anything else as an invalid request', () => {
    expect(getScriptLanguage('pt-BR')).toMatchObject({ value: 'pt-BR', label: 'Brazilian Portuguese', lengthUnit: 'words', phrasing: 'none' });
    expect(getScriptLanguage('zh-Hans')).toMatchObject({ phrasing: 'simplified-chinese', lengthUnit: 'characters' });
    const refusal = (() => {
      try {
        return getScriptLanguage('not a language!');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(WriterError);
    expect(refusal).toMatchObject({ reason: 'invalid_request', message: 'Unknown language "not a language!".' });
  });
});

describe('measureScriptShare', () => {
  it('counts a Latin name inside Chinese as one, so a Chinese text with names stays Chinese', () => {
    const chinese = getScriptLanguage('chinese');
    expect(measureScriptShare('DeepMind表示，这款名为DNC的AI模型可以接受家谱。', chinese)).toBeGreaterThan(0.8);
    expect(measureScriptShare('President Obama said it was distressing.', chinese)).toBe(0);
    expect(measureScriptShare('Obama admits US gun laws are his biggest frustration.', getScriptLanguage('english'))).toBe(1);
    expect(measureScriptShare('Привет, мир', getScriptLanguage('english'))).toBe(0);
    expect(measureScriptShare('2024 — 3.5 %', getScriptLanguage('english'))).toBe(0);
  });
});
