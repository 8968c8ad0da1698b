import type { VoiceCatalogue } from './load-voice-catalogue.ts';
import type { PublicVoice } from './voice-schema.ts';

/** The public voice search of the voice dialog; every filter is optional, lists mean "any of". */
export interface VoiceSearch {
  /** Matched against name, accent, use case and descriptive labels, case-insensitively. */
  search?: string;
  language?: string;
  accent?: string;
  gender?: string;
  age?: string;
  useCases?: readonly string[];
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

export interface VoicePage {
  list: PublicVoice[];
  hasMore: boolean;
}

/** The spec's public voice page size. */
export const defaultVoicePageSize = 36;

/** Filters, then pages in catalogue order (languages.json order, then file order). */
export function findVoices(catalogue: VoiceCatalogue, query: VoiceSearch): VoicePage {
  const words = (query.search ?? '').toLowerCase().split(/\s+/u).filter(Boolean);
  const order = new Map(catalogue.languages.map((language, index) => [language.value, index]));
  const matching = catalogue.voices
    .filter((voice) => !query.language || voice.language === query.language)
    .filter((voice) => !query.accent || voice.accent === query.accent)
    .filter((voice) => !query.gender || voice.gender === query.gender)
    .filter((voice) => !query.age || voice.age === query.age)
    .filter((voice) => !query.useCases?.length || query.useCases.includes(voice.use_case))
    .filter((voice) => {
      const haystack = [voice.name, voice.accent, voice.use_case, ...voice.descriptive].join(' ').toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => (order.get(a.language) ?? 0) - (order.get(b.language) ?? 0));
  const pageSize = query.pageSize ?? defaultVoicePageSize;
  const start = ((query.page ?? 1) - 1) * pageSize;
  return { list: matching.slice(start, start + pageSize), hasMore: start + pageSize < matching.length };
}

/** Label/value lists for the dialog's filters, restricted to one language when given. */
export function listVoiceFilterOptions(catalogue: VoiceCatalogue, language?: string): Record<'language' | 'accent' | 'gender' | 'age' | 'use_case', { label: string; value: string }[]> {
  const voices = catalogue.voices.filter((voice) => !language || voice.language === language);
  const distinct = (values: string[]) => [...new Set(values)].sort().map((value) => ({ label: capitalise(value.replace(/_/gu, ' ')), value }));
  return {
    language: catalogue.languages.filter((entry) => catalogue.voices.some((voice) => voice.language === entry.value)).map((entry) => ({ label: entry.label, value: entry.value })),
    accent: distinct(voices.map((voice) => voice.accent)),
    gender: distinct(voices.map((voice) => voice.gender)),
    age: distinct(voices.map((voice) => voice.age)),
    use_case: distinct(voices.map((voice) => voice.use_case)),
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
