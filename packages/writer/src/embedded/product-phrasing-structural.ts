import type { ScriptLanguage } from '../language/script-language.ts';
import type { ProductPhrasing, ProductWords } from './product-phrasing.ts';

/**
 * Product scripts in a language the embedded writer has no words of: only
 * the product's own text is said (its name, the audience as typed, the
 * description's feature sentences, the price in the language's own words
 * from Intl), so nothing is said in another language than the product's.
 * The frameworks differ in order and emphasis alone: problem–solution opens
 * with the audience, the feature tour with the name, the testimonial with
 * the best feature sentence, the offer opens and closes with the price.
 * There is no pain, no first person and no urgency without words to say
 * them: a language model writes those.
 */
export function createStructuralProductPhrasing(language: ScriptLanguage): ProductPhrasing {
  // Chinese and Japanese end sentences with 。 and put no space between them.
  const isCjk = language.locale.startsWith('zh') || language.locale.startsWith('ja') || language.locale.startsWith('yue');
  const stop = isCjk ? '。' : '.';
  const colon = isCjk ? '：' : ': ';
  const sentence = (text: string) => (/[.!?…。！？؟।۔።]$/u.test(text) ? text : `${text}${stop}`);
  const named = (words: ProductWords) => sentence(words.brand ? `${words.name}${colon}${words.brand}` : words.name);
  const priced = (words: ProductWords) => sentence(words.price ? `${words.name}${colon}${words.price}` : words.name);
  const audienceSaid = (words: ProductWords) => (words.audience ? [sentence(words.audience)] : []);
  return {
    joiner: isCjk ? '' : ' ',
    opener(style, words) {
      switch (style) {
        case 'problem_solution':
          return words.audience ? [sentence(words.audience)] : [named(words)];
        case 'feature_tour':
          return [named(words), ...audienceSaid(words)];
        case 'testimonial':
          return [words.features[0] ? `${words.features[0]} ${named(words)}`.trim() : named(words), ...audienceSaid(words)];
        case 'offer':
          return [priced(words), ...audienceSaid(words)];
      }
    },
    body(style, words, feature, index) {
      const said = feature ?? named(words);
      return style === 'problem_solution' && index === 0 && words.audience && feature ? `${named(words)}${isCjk ? '' : ' '}${said}` : said;
    },
    bodyExtras: () => [],
    closer(_style, words) {
      return [priced(words)];
    },
  };
}
