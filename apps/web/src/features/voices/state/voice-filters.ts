import type { VoiceSearchQuery } from '@talkreel/contract';
import { UI_LANGUAGE_VOICE_LANGUAGE } from './voice-language-tags.ts';

/** Spec §9: the public voice library pages 36 voices at a time. */
export const PUBLIC_VOICE_PAGE_SIZE = 36;

/** What the public library's filter bar holds; an empty string means "any". */
export interface VoiceFilters {
  /** The language option's value (sent as `language_code`). */
  languageCode: string;
  /** The language option's label, sent lowercased as `language` (spec §7). */
  languageLabel: string;
  accent: string;
  gender: string;
  age: string;
  useCase: string;
  isFavoritesOnly: boolean;
  search: string;
}

export const EMPTY_VOICE_FILTERS: VoiceFilters = {
  languageCode: '',
  languageLabel: '',
  accent: '',
  gender: '',
  age: '',
  useCase: '',
  isFavoritesOnly: false,
  search: '',
};

/**
 * The library opens on the voices of the language the UI speaks (English
 * voices for an English UI, Chinese ones for 简体中文), not on the first
 * language of the alphabet; 'Clear filters' still shows every language.
 */
export function initialVoiceFilters(uiLanguage: string | undefined): VoiceFilters {
  const language = UI_LANGUAGE_VOICE_LANGUAGE[uiLanguage ?? ''] ?? UI_LANGUAGE_VOICE_LANGUAGE.en!;
  return withLanguage(EMPTY_VOICE_FILTERS, language);
}

/**
 * Spec §4: changing the language reloads the accents and clears the chosen
 * one, since an accent belongs to one language.
 */
export function withLanguage(filters: VoiceFilters, language: { value: string; label: string } | null): VoiceFilters {
  const languageCode = language?.value ?? '';
  if (languageCode === filters.languageCode) return filters;
  return { ...filters, languageCode, languageLabel: language?.label ?? '', accent: '' };
}

/** The accent select is disabled until a language is chosen (spec §4). */
export function canChooseAccent(filters: VoiceFilters): boolean {
  return filters.languageCode !== '';
}

/** How many filters are set (the search box apart): the collapsed filter bar's count on a phone. */
export function countActiveFilters(filters: VoiceFilters): number {
  return (
    [filters.languageCode, filters.accent, filters.gender, filters.age, filters.useCase].filter((value) => value !== '').length +
    (filters.isFavoritesOnly ? 1 : 0)
  );
}

export function hasActiveFilters(filters: VoiceFilters): boolean {
  return (
    filters.languageCode !== '' ||
    filters.accent !== '' ||
    filters.gender !== '' ||
    filters.age !== '' ||
    filters.useCase !== '' ||
    filters.isFavoritesOnly ||
    filters.search.trim() !== ''
  );
}

/** The search call's query for one page: only the filters that are set, trimmed search. */
export function toVoiceSearchQuery(filters: VoiceFilters, page: number): VoiceSearchQuery {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    search: optional(filters.search),
    language_code: optional(filters.languageCode),
    language: optional(filters.languageLabel.toLowerCase()),
    accent: optional(filters.accent),
    gender: optional(filters.gender),
    age: optional(filters.age),
    use_cases: optional(filters.useCase),
    favorite: filters.isFavoritesOnly ? 1 : undefined,
    page,
    page_size: PUBLIC_VOICE_PAGE_SIZE,
  };
}
