import type { TranslationLanguageInfo } from '@talkreel/contract';
import { describe, expect, it } from 'vitest';
import { countEngines, engineKindOf, keepReachableTargets, matchesLanguageSearch, orderTargetLanguages } from './language-choice.ts';

const language = (code: string, label: string, native_label: string, engine: TranslationLanguageInfo['engine'], via: string | null = null) => ({
  code,
  label,
  native_label,
  engine,
  via,
});

const LANGUAGES: TranslationLanguageInfo[] = [
  language('en', 'English', 'English', 'llm'),
  language('es', 'Spanish', 'Español', 'apertium'),
  language('fr', 'French', 'Français', 'apertium', 'es'),
  language('ja', 'Japanese', '日本語', null),
  language('de', 'German', 'Deutsch', 'llm'),
];

describe('the target language picker', () => {
  it('finds a language by code, English name, native name or the UI’s name, ignoring case and accents', () => {
    const spanish = LANGUAGES[1]!;
    expect(matchesLanguageSearch(spanish, 'es')).toBe(true);
    expect(matchesLanguageSearch(spanish, 'SPAN')).toBe(true);
    expect(matchesLanguageSearch(spanish, 'espanol')).toBe(true);
    expect(matchesLanguageSearch(spanish, '西班牙', '西班牙语')).toBe(true);
    expect(matchesLanguageSearch(spanish, '')).toBe(true);
    expect(matchesLanguageSearch(spanish, 'e')).toBe(true);
    expect(matchesLanguageSearch(spanish, 'fr')).toBe(false);
    expect(matchesLanguageSearch(LANGUAGES[2]!, 'francais')).toBe(true);
    expect(matchesLanguageSearch(LANGUAGES[3]!, '日本')).toBe(true);
    expect(LANGUAGES.filter((candidate) => matchesLanguageSearch(candidate, 'an')).map((candidate) => candidate.code)).toEqual(['es', 'fr', 'ja', 'de']);
  });

  it('leaves out the source and lists the reachable languages before those that need a language model', () => {
    expect(orderTargetLanguages(LANGUAGES, 'en').map((candidate) => candidate.code)).toEqual(['es', 'fr', 'de', 'ja']);
    expect(orderTargetLanguages(LANGUAGES, 'es').map((candidate) => candidate.code)).toEqual(['en', 'fr', 'de', 'ja']);
  });

  it('names each engine and counts them', () => {
    expect(LANGUAGES.map(engineKindOf)).toEqual(['llm', 'apertium', 'apertium', 'none', 'llm']);
    expect(countEngines(orderTargetLanguages(LANGUAGES, 'en'))).toEqual({ llm: 1, apertium: 2, none: 1 });
  });

  it('keeps only the chosen targets still reachable, once each, up to the limit', () => {
    expect(keepReachableTargets(['es', 'ja', 'en', 'es', 'de', 'xx'], LANGUAGES, 'en', 5)).toEqual(['es', 'de']);
    expect(keepReachableTargets(['es', 'fr', 'de'], LANGUAGES, 'es', 5)).toEqual(['fr', 'de']);
    expect(keepReachableTargets(['es', 'fr', 'de'], LANGUAGES, 'en', 2)).toEqual(['es', 'fr']);
  });
});
