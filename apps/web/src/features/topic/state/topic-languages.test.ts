import { describe, expect, it } from 'vitest';
import { formatLanguageList, languageLabelOf, topicLanguageChoicesOf } from './topic-languages.ts';

const LANGUAGES = [
  { value: 'english', label: 'English', native_label: 'English' },
  { value: 'chinese', label: 'Chinese', native_label: '中文' },
  { value: 'french', label: 'French', native_label: 'Français' },
  { value: 'german', label: 'German', native_label: '' },
];

describe('the topic page’s languages (spec §3)', () => {
  it('sets apart the languages the server cannot write topics in, keeping the server’s order', () => {
    expect(topicLanguageChoicesOf(LANGUAGES, ['english', 'chinese'], 'en')).toEqual({
      writable: [
        { value: 'english', label: 'English' },
        { value: 'chinese', label: 'Chinese · 中文' },
      ],
      needsModel: [
        { value: 'french', label: 'French · Français' },
        { value: 'german', label: 'German' },
      ],
    });
  });

  it('offers every language when a language model writes them all', () => {
    const choices = topicLanguageChoicesOf(LANGUAGES, ['english', 'chinese', 'french', 'german'], 'en');
    expect(choices.writable.map((item) => item.value)).toEqual(['english', 'chinese', 'french', 'german']);
    expect(choices.needsModel).toEqual([]);
  });

  it('names a language in the interface’s language, with its own name beside it when that differs', () => {
    expect(languageLabelOf(LANGUAGES, 'french', 'en')).toBe('French');
    expect(languageLabelOf(LANGUAGES, 'french', 'zh-CN')).toBe('法语');
    expect(languageLabelOf(LANGUAGES, 'klingon', 'zh-CN')).toBe('klingon');
    expect(topicLanguageChoicesOf(LANGUAGES, ['english', 'chinese'], 'zh-CN')).toEqual({
      writable: [
        { value: 'english', label: '英语 · English' },
        { value: 'chinese', label: '中文' },
      ],
      needsModel: [
        { value: 'french', label: '法语 · Français' },
        { value: 'german', label: '德语' },
      ],
    });
  });

  it('lists languages as a phrase of the interface’s language, spacing English names in Chinese', () => {
    expect(formatLanguageList(['English', 'Chinese'], 'en', 'conjunction')).toBe('English and Chinese');
    expect(formatLanguageList(['English', 'Chinese'], 'en', 'disjunction')).toBe('English or Chinese');
    expect(formatLanguageList([languageLabelOf(LANGUAGES, 'english', 'zh-CN'), languageLabelOf(LANGUAGES, 'chinese', 'zh-CN')], 'zh-CN', 'conjunction')).toBe(
      '英语和中文',
    );
    expect(formatLanguageList(['English', 'Chinese'], 'zh-CN', 'conjunction')).toBe('English 和 Chinese');
    expect(formatLanguageList(['English', 'Chinese', 'French'], 'zh-CN', 'disjunction')).toBe('English、Chinese 或 French');
  });
});
