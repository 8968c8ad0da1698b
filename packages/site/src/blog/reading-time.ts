import type { BlogLanguage } from './blog-languages.ts';

const englishWordsPerMinute = 200;
const chineseCharactersPerMinute = 400;

/** Minutes to read a Markdown body: words / 200 for English, characters / 400 for Chinese; never under 1. */
export function readingTimeMinutes(markdown: string, language: BlogLanguage): number {
  const text = markdown
    .replace(/```[\s\S]*?```/gu, ' ')
    .replace(/\]\([^)]*\)/gu, ' ')
    .replace(/[#>*_`[\]()!|-]/gu, ' ');
  const count =
    language === 'en'
      ? text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length / englishWordsPerMinute
      : text.replace(/\s+/gu, '').length / chineseCharactersPerMinute;
  return Math.max(1, Math.ceil(count));
}
