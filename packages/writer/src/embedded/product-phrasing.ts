import type { ProductScriptStyle } from '@talkreel/contract';

/** The product facts a script says, already in the form they are said. */
export interface ProductWords {
  /** The name as said (`speakProductName`). */
  name: string;
  /** The brand, when the name does not say it already. */
  brand: string | null;
  /** The price with its currency in words (`speakPrice`); null when there is none. */
  price: string | null;
  /** Who it is for, as typed; null when not given. */
  audience: string | null;
  /** Feature sentences (`extractProductFeatures`), best first in the description's order; may be empty. */
  features: readonly string[];
}

/**
 * The words of the four product frameworks in one language. Every list runs
 * from the sentence always said to the ones added for a longer video; the
 * name and the price (when there is one) are in the sentences always said.
 */
export interface ProductPhrasing {
  /** Put between sentences of a scene. */
  joiner: string;
  /** The first scene: the pain (problem–solution), the tour's start, the customer's first words, the deal. */
  opener(style: ProductScriptStyle, words: ProductWords): string[];
  /** The sentence a body scene opens with: about `feature` (null: the product has no feature to say), `index` of `count` body scenes. */
  body(style: ProductScriptStyle, words: ProductWords, feature: string | null, index: number, count: number): string;
  /** Sentences in the framework's voice that claim nothing about the product, dealt out among the body scenes (none said twice) for a longer video. */
  bodyExtras(style: ProductScriptStyle): readonly string[];
  /** The last scene: the call to action, with the price. */
  closer(style: ProductScriptStyle, words: ProductWords): string[];
}
