import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatVoiceLabel, formatVoiceLanguage } from './voice-labels.ts';
import { VOICE_LANGUAGE_TAGS } from './voice-language-tags.ts';

const catalogueLanguages = JSON.parse(readFileSync(new URL('../../../../../../content/voices/languages.json', import.meta.url), 'utf8')) as {
  value: string;
  label: string;
}[];

describe('formatVoiceLanguage', () => {
  it('names every catalogue language in English as the catalogue labels it (apart from Intl’s own wording), never by its internal value', () => {
    for (const { value } of catalogueLanguages) {
      expect(VOICE_LANGUAGE_TAGS[value], value).toBeDefined();
      expect(formatVoiceLanguage(value, 'en')).not.toBe(value);
    }
    expect(formatVoiceLanguage('traditional-chinese', 'en')).toBe('Traditional Chinese');
    expect(formatVoiceLanguage('cantonese', 'en')).toBe('Cantonese');
    expect(formatVoiceLanguage('afrikaans', 'en')).toBe('Afrikaans');
  });

  it('names them in Simplified Chinese for the zh-CN UI', () => {
    expect(formatVoiceLanguage('traditional-chinese', 'zh-CN')).toBe('繁体中文');
    expect(formatVoiceLanguage('chinese', 'zh-CN')).toBe('中文');
    expect(formatVoiceLanguage('english', 'zh-CN')).toBe('英语');
    expect(formatVoiceLanguage('cantonese', 'zh-CN')).toBe('粤语');
  });

  it('cases a value it has no tag for', () => {
    expect(formatVoiceLanguage('old-norse', 'en')).toBe('Old Norse');
  });
});

describe('formatVoiceLabel', () => {
  const zh = { accent: { 'new york': '纽约' }, age: { 'young adult': '青年' }, useCase: { 'social media': '社交媒体' } };

  it('cases accents word by word and other labels as a sentence', () => {
    expect(formatVoiceLabel('accent', 'new york', {})).toBe('New York');
    expect(formatVoiceLabel('accent', 'received pronunciation', {})).toBe('Received Pronunciation');
    expect(formatVoiceLabel('age', 'young_adult', {})).toBe('Young adult');
    expect(formatVoiceLabel('useCase', 'social_media', {})).toBe('Social media');
  });

  it('takes the dictionary’s word when it has one', () => {
    expect(formatVoiceLabel('accent', 'new york', zh)).toBe('纽约');
    expect(formatVoiceLabel('age', 'young_adult', zh)).toBe('青年');
    expect(formatVoiceLabel('useCase', 'social_media', zh)).toBe('社交媒体');
    expect(formatVoiceLabel('accent', 'scottish', zh)).toBe('Scottish');
  });
});
