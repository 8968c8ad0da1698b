import type { TranslationSpeaker, VoiceItem } from '@talkreel/contract';
import { LANGUAGE_TAGS } from '../../../ui/language-names/language-tags.ts';

/** ISO code → the voice catalogue's language value (`es` → `spanish`), from the catalogue's own tags. */
const CATALOGUE_LANGUAGE_BY_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries(LANGUAGE_TAGS)
    .filter(([, tag]) => /^[a-z]{2,3}$/u.test(tag))
    .map(([value, tag]) => [tag, value]),
);

/**
 * The voice library's language value for a translation language, or, for a
 * code the catalogue does not tag, its English label as the library writes
 * values ('Haitian Creole' → 'haitian-creole').
 */
export function catalogueLanguageOf(code: string, label = ''): string {
  return CATALOGUE_LANGUAGE_BY_CODE.get(code) ?? label.trim().toLowerCase().replace(/\s+/gu, '-');
}

/**
 * The voices a speaker can be given in a language: the user's own voices of
 * that language or multilingual ones first, then the library's; those of
 * the speaker's measured gender before the others; each voice once.
 */
export function voicesForSpeaker(
  publicVoices: readonly VoiceItem[],
  myVoices: readonly VoiceItem[],
  catalogueLanguage: string,
  gender: TranslationSpeaker['gender'],
): VoiceItem[] {
  const mine = myVoices.filter((voice) => voice.language === catalogueLanguage || voice.is_multilingual);
  const library = publicVoices.filter((voice) => voice.language === catalogueLanguage);
  const seen = new Set<string>();
  const unique = [...mine, ...library].filter((voice) => !seen.has(voice.id) && Boolean(seen.add(voice.id)));
  if (!gender) return unique;
  const rank = (voice: VoiceItem) => (voice.gender.toLowerCase() === gender ? 0 : 1);
  return unique
    .map((voice, index) => ({ voice, index }))
    .sort((first, second) => rank(first.voice) - rank(second.voice) || first.index - second.index)
    .map(({ voice }) => voice);
}
