import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatLanguageName } from './format-language-name.ts';
import { LANGUAGE_TAGS } from './language-tags.ts';

const catalogueLanguages = JSON.parse(readFileSync(new URL('../../../../../content/voices/languages.json', import.meta.url), 'utf8')) as {
  value: string;
  label: string;
}[];

describe('formatLanguageName', () => {
  it('names every catalogue language in English as the catalogue labels it (apart from Intl’s own wording), never by its internal value', () => {
    for (const { value } of catalogueLanguages) {
      expect(LANGUAGE_TAGS[value], value).toBeDefined();
      expect(formatLanguageName(value, 'en')).not.toBe(value);
    }
    expect(formatLanguageName('traditional-chinese', 'en')).toBe('Traditional Chinese');
    expect(formatLanguageName('cantonese', 'en')).toBe('Cantonese');
    expect(formatLanguageName('afrikaans', 'en')).toBe('Afrikaans');
  });

  it('names them in Simplified Chinese for the zh-CN UI, none left in English', () => {
    expect(formatLanguageName('traditional-chinese', 'zh-CN')).toBe('繁体中文');
    expect(formatLanguageName('chinese', 'zh-CN')).toBe('中文');
    expect(formatLanguageName('english', 'zh-CN')).toBe('英语');
    expect(formatLanguageName('cantonese', 'zh-CN')).toBe('粤语');
    for (const { value } of catalogueLanguages) expect(formatLanguageName(value, 'zh-CN'), value).not.toMatch(/[A-Za-z]/u);
  });

  it('falls back to the given label, else cases a value it has no tag for', () => {
    expect(formatLanguageName('klingon', 'zh-CN', 'Klingon')).toBe('Klingon');
    expect(formatLanguageName('old-norse', 'en')).toBe('Old Norse');
  });
});
