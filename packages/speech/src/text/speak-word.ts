import { speakDate } from './month-names.ts';

/** Words for the parts of web addresses, by base language code; English serves the rest. */
const addressWords: Readonly<Record<string, { dot: string; slash: string; at: string }>> = {
  en: { dot: 'dot', slash: 'slash', at: 'at' },
  es: { dot: 'punto', slash: 'barra', at: 'arroba' },
  fr: { dot: 'point', slash: 'slash', at: 'arobase' },
  de: { dot: 'Punkt', slash: 'Schrägstrich', at: 'at' },
  pt: { dot: 'ponto', slash: 'barra', at: 'arroba' },
  it: { dot: 'punto', slash: 'slash', at: 'chiocciola' },
  nl: { dot: 'punt', slash: 'slash', at: 'apenstaartje' },
};

const englishAbbreviations: Readonly<Record<string, string>> = {
  'e.g.': 'for example',
  'i.e.': 'that is',
  'etc.': 'et cetera',
  'vs.': 'versus',
  vs: 'versus',
  'approx.': 'approximately',
};

const urlPattern = /^(?:https?:\/\/|www\.)\S+$|^[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.(?:com|org|net|io|ai|dev|app|edu|gov|co|tv|me|info|[a-z]{2})(?:\/\S*)?$/iu;
const emailPattern = /^[\w.+-]+@[\w-]+(?:\.[\w-]+)+$/u;
const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/u;

/**
 * What the engine should read for one word of the input: web addresses,
 * e-mail addresses and ISO dates become words in the given language (base
 * code: en, de, zh...), English abbreviations are expanded, Chinese
 * percentages take their spoken order. Everything else, numbers, currency
 * and times included, is returned as written: eSpeak NG and Flite read those
 * correctly by their own rules (checked per language in speak-word.test.ts).
 */
export function speakWord(word: string, language: string): string {
  const date = isoDatePattern.exec(word);
  if (date) {
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) return speakDate(year, month, day, language);
  }
  if (emailPattern.test(word)) {
    const [local = '', domain = ''] = word.split('@');
    return `${speakAddress(local, language)} ${wordsFor(language).at} ${speakAddress(domain, language)}`;
  }
  if (urlPattern.test(word) && !/^(?:\p{L}\.)+$/u.test(word)) return speakAddress(word, language);
  if (language === 'en') {
    const expansion = englishAbbreviations[word.toLowerCase()];
    if (expansion) return expansion;
    const numbered = /^#(\d+)$/u.exec(word);
    if (numbered) return `number ${numbered[1]}`;
  }
  if (language === 'zh') {
    const percent = /^(\d+(?:\.\d+)?)%$/u.exec(word);
    if (percent) return `百分之${percent[1]}`;
  }
  return word;
}

function speakAddress(address: string, language: string): string {
  const words = wordsFor(language);
  return address
    .replace(/^https?:\/\//iu, '')
    .replace(/^www\./iu, '')
    .replace(/\/+$/u, '')
    .split(/([./_-])/u)
    .filter((part) => part !== '')
    .map((part) => (part === '.' ? words.dot : part === '/' ? words.slash : part === '_' || part === '-' ? ' ' : part))
    .join(' ');
}

function wordsFor(language: string): { dot: string; slash: string; at: string } {
  return addressWords[language] ?? (addressWords.en as { dot: string; slash: string; at: string });
}
