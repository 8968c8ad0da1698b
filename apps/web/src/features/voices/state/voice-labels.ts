export type VoiceLabelKind = 'accent' | 'age' | 'gender' | 'useCase' | 'descriptive';

/** Translated labels by kind, keyed by the stored value with spaces ('new york', 'young adult', 'social media'). */
export type VoiceLabelDictionary = Partial<Record<VoiceLabelKind, Record<string, string>>>;

/** Stored values use underscores or spaces and lower case: 'social_media' → 'social media'. */
export function normaliseVoiceValue(value: string): string {
  return value.replace(/_/g, ' ').trim().toLowerCase();
}

/** 'new york' → 'New York': accents are place and people names. */
function titleCaseWords(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_match, separator: string, letter: string) => separator + letter.toUpperCase());
}

/** 'young adult' → 'Young adult'. */
function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A voice attribute as people read it: the UI language's word when the
 * dictionary has one, else the stored value, cased (accents word by word).
 */
export function formatVoiceLabel(kind: VoiceLabelKind, value: string, dictionary: VoiceLabelDictionary): string {
  const key = normaliseVoiceValue(value);
  const translated = dictionary[kind]?.[key];
  if (translated) return translated;
  return kind === 'accent' ? titleCaseWords(key) : sentenceCase(key);
}
