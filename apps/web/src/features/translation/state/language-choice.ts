import type { TranslationLanguageInfo } from '@talkreel/contract';

/** How the product reaches a target language: a language model, Apertium's rules, or not at all here. */
export type TranslationEngineKind = 'llm' | 'apertium' | 'none';

export function engineKindOf(language: Pick<TranslationLanguageInfo, 'engine'>): TranslationEngineKind {
  return language.engine ?? 'none';
}

/** Lower case without accents, so 'espanol' finds 'Español' and 'francais' finds 'Français'. */
function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/**
 * Whether a language matches what was typed in the picker: its code
 * (`es`), its English label, its native label, or its name in the UI's
 * language (`西班牙语`), ignoring case and accents. An empty search matches all.
 */
export function matchesLanguageSearch(language: TranslationLanguageInfo, search: string, displayName = ''): boolean {
  const wanted = foldForSearch(search);
  if (wanted === '') return true;
  if (foldForSearch(language.code) === wanted) return true;
  return [language.label, language.native_label, displayName].some((name) => name !== '' && foldForSearch(name).includes(wanted));
}

/**
 * The languages offered as targets from `sourceLanguage`: the source itself
 * left out, the reachable ones first (in the server's order), then those
 * that need a language model, so the list opens on what can be chosen.
 */
export function orderTargetLanguages(languages: readonly TranslationLanguageInfo[], sourceLanguage: string): TranslationLanguageInfo[] {
  const others = languages.filter((language) => language.code !== sourceLanguage);
  return [...others.filter((language) => language.engine !== null), ...others.filter((language) => language.engine === null)];
}

/** How many targets each engine reaches, for the engines panel. */
export function countEngines(languages: readonly TranslationLanguageInfo[]): Record<TranslationEngineKind, number> {
  const counts: Record<TranslationEngineKind, number> = { llm: 0, apertium: 0, none: 0 };
  for (const language of languages) counts[engineKindOf(language)] += 1;
  return counts;
}

/**
 * The chosen targets still valid after the source language or the options
 * changed: reachable, not the source, known, each once, at most `maxTargets`.
 */
export function keepReachableTargets(
  targets: readonly string[],
  languages: readonly TranslationLanguageInfo[],
  sourceLanguage: string,
  maxTargets: number,
): string[] {
  const reachable = new Set(languages.filter((language) => language.engine !== null && language.code !== sourceLanguage).map((language) => language.code));
  return [...new Set(targets)].filter((code) => reachable.has(code)).slice(0, maxTargets);
}
