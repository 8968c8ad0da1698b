import { describe, expect, it } from 'vitest';
import {
  canChooseAccent,
  countActiveFilters,
  EMPTY_VOICE_FILTERS,
  hasActiveFilters,
  initialVoiceFilters,
  toVoiceSearchQuery,
  withLanguage,
} from './voice-filters.ts';

describe('voice filters', () => {
  it('counts the set filters for the collapsed bar, the search box apart', () => {
    expect(countActiveFilters(EMPTY_VOICE_FILTERS)).toBe(0);
    expect(countActiveFilters(initialVoiceFilters('en'))).toBe(1);
    expect(countActiveFilters({ ...initialVoiceFilters('en'), accent: 'british', gender: 'female', isFavoritesOnly: true, search: 'sarah' })).toBe(4);
  });

  it('opens on the UI language’s voices (English otherwise), with the accent free to choose', () => {
    expect(initialVoiceFilters('en')).toMatchObject({ languageCode: 'english', languageLabel: 'English', accent: '' });
    expect(initialVoiceFilters('zh-CN')).toMatchObject({ languageCode: 'chinese', languageLabel: 'Chinese' });
    expect(initialVoiceFilters(undefined).languageCode).toBe('english');
    expect(initialVoiceFilters('fr').languageCode).toBe('english');
    expect(canChooseAccent(initialVoiceFilters('zh-CN'))).toBe(true);
    expect(toVoiceSearchQuery(initialVoiceFilters('zh-CN'), 1)).toMatchObject({ language_code: 'chinese', language: 'chinese' });
  });

  it('clears the accent when the language changes, and keeps it when the same language is picked again', () => {
    const french = withLanguage({ ...EMPTY_VOICE_FILTERS, accent: 'american' }, { value: 'french', label: 'French' });
    expect(french).toMatchObject({ languageCode: 'french', languageLabel: 'French', accent: '' });
    const withAccent = { ...french, accent: 'parisian' };
    expect(withLanguage(withAccent, { value: 'french', label: 'French' })).toBe(withAccent);
    expect(withLanguage(withAccent, null)).toMatchObject({ languageCode: '', languageLabel: '', accent: '' });
  });

  it('enables the accent only once a language is chosen', () => {
    expect(canChooseAccent(EMPTY_VOICE_FILTERS)).toBe(false);
    expect(canChooseAccent(withLanguage(EMPTY_VOICE_FILTERS, { value: 'german', label: 'German' }))).toBe(true);
  });

  it('sends only the filters that are set, the language both as code and lowercased label, 36 a page', () => {
    expect(toVoiceSearchQuery(EMPTY_VOICE_FILTERS, 1)).toEqual({
      search: undefined,
      language_code: undefined,
      language: undefined,
      accent: undefined,
      gender: undefined,
      age: undefined,
      use_cases: undefined,
      favorite: undefined,
      page: 1,
      page_size: 36,
    });
    const filters = {
      ...withLanguage(EMPTY_VOICE_FILTERS, { value: 'traditional-chinese', label: 'Traditional Chinese' }),
      accent: 'taiwanese',
      gender: 'female',
      age: 'adult',
      useCase: 'narration',
      isFavoritesOnly: true,
      search: '  warm  ',
    };
    expect(toVoiceSearchQuery(filters, 3)).toEqual({
      search: 'warm',
      language_code: 'traditional-chinese',
      language: 'traditional chinese',
      accent: 'taiwanese',
      gender: 'female',
      age: 'adult',
      use_cases: 'narration',
      favorite: 1,
      page: 3,
      page_size: 36,
    });
  });

  it('counts a blank search as no filter', () => {
    expect(hasActiveFilters({ ...EMPTY_VOICE_FILTERS, search: '   ' })).toBe(false);
    expect(hasActiveFilters({ ...EMPTY_VOICE_FILTERS, isFavoritesOnly: true })).toBe(true);
  });
});
