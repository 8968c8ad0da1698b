import type { ScriptLanguage } from '../language/script-language.ts';
import { measureSpokenSeconds, measureSpokenUnits, unitsForSeconds } from '../language/spoken-length.ts';
import { speakPrice } from '../language/spoken-price.ts';
import { productSceneCounts } from '../product/product-scene-counts.ts';
import { titleProductScript } from '../product/product-script-titles.ts';
import { speakProductName } from '../product/spoken-product-name.ts';
import type { ProductScript, ProductScriptRequest, ProductScriptStyle, ProductVideoDurationS } from '../script-types.ts';
import { extractProductFeatures } from './extract-product-features.ts';
import type { ProductPhrasing, ProductWords } from './product-phrasing.ts';
import { chineseProductPhrasing } from './product-phrasing-chinese.ts';
import { englishProductPhrasing } from './product-phrasing-english.ts';
import { createStructuralProductPhrasing } from './product-phrasing-structural.ts';

/** The longest feature sentence said, in seconds of speech: a short video has no time for a long one. */
const featureSeconds: Record<ProductVideoDurationS, number> = { 15: 3.6, 30: 5.5, 45: 7, 60: 8 };
/** Features taken from the description: two to four, one for each body scene and one to spare. */
const featureCountLimits = { min: 2, max: 4 } as const;
/** The script stops growing once within this share below the target length, and never goes more than this share above it. */
const lengthTolerance = 0.08;

interface SceneDraft {
  candidates: string[];
  said: number;
}

/**
 * Three product video scripts with no language model, one per requested
 * framework, from the product's own facts: its name (a marketplace title
 * said up to its first separator), its price said with the currency in the
 * language's words, who it is for, and two to four feature sentences taken
 * from the description by TextRank. English and Simplified Chinese are
 * phrased in full (each framework its own words: the pain, the tour, a
 * customer in the first person, the deal with urgency); other languages get
 * each framework's structure with the product's own text only
 * (`createStructuralProductPhrasing`). Sentences are added, scene by scene,
 * until the script is as long as the chosen duration at the language's
 * speaking rate. Deterministic.
 */
export function writeTemplateProductScripts(request: ProductScriptRequest, language: ScriptLanguage): ProductScript[] {
  const phrasing = findProductPhrasing(language);
  const { product, durationS } = request;
  const name = speakProductName(product.title);
  const bodySlots = productSceneCounts[durationS] - 2;
  const features = extractProductFeatures(product, language, {
    count: Math.min(featureCountLimits.max, Math.max(featureCountLimits.min, bodySlots + 1)),
    maxUnits: unitsForSeconds(featureSeconds[durationS], language),
  });
  const brand = product.brand?.trim();
  const audience = product.targetAudience
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/[.。!！]+$/u, '');
  const words: ProductWords = {
    name,
    brand: brand && !name.toLowerCase().includes(brand.toLowerCase()) ? brand : null,
    price: speakPrice(product.price, product.currency, language),
    audience: audience || null,
    features,
  };
  const targetUnits = unitsForSeconds(durationS, language);
  return request.styles.map((style) => {
    const scenes = fitToLength(draftScenes(phrasing, style, words, bodySlots), targetUnits, language).map((scene) => scene.join(phrasing.joiner));
    return {
      style,
      title: titleProductScript(style, language),
      scenes,
      duration_s: Math.round(measureSpokenSeconds(scenes.join(phrasing.joiner), language) * 10) / 10,
    };
  });
}

/** The phrasing of a language: its own words in English and Simplified Chinese, the product's text alone in the others. */
function findProductPhrasing(language: ScriptLanguage): ProductPhrasing {
  if (language.phrasing === 'english') return englishProductPhrasing;
  if (language.phrasing === 'simplified-chinese') return chineseProductPhrasing;
  return createStructuralProductPhrasing(language);
}

/**
 * The scenes of one framework as lists of sentences: the opener, a body
 * scene per feature (as many as the length has room for; one without
 * features), the closer. Features the opener already says are not said
 * again; features no body scene is about, then the framework's extra
 * sentences, are dealt out among the body scenes to say when there is room.
 */
function draftScenes(phrasing: ProductPhrasing, style: ProductScriptStyle, words: ProductWords, bodySlots: number): SceneDraft[] {
  const opener = phrasing.opener(style, words);
  const features = words.features.filter((feature) => !opener.some((sentence) => sentence.includes(feature)));
  const bodyCount = Math.max(1, Math.min(bodySlots, features.length));
  const spare = features.slice(bodyCount);
  const extras = phrasing.bodyExtras(style);
  const dealt = <T>(items: readonly T[], index: number) => items.filter((_, itemIndex) => itemIndex % bodyCount === index);
  const body = Array.from({ length: bodyCount }, (_, index) => [
    phrasing.body(style, words, features[index] ?? null, index, bodyCount),
    ...dealt(spare, index),
    ...dealt(extras, index),
  ]);
  return [opener, ...body, phrasing.closer(style, words)].map((candidates) => ({ candidates, said: 1 }));
}

/**
 * Round by round, each body scene says one sentence more (then the opener,
 * then the closer), while the script stays within the tolerance above the
 * target; it stops once it is within the tolerance below. The first
 * sentence of every scene is always said.
 */
function fitToLength(scenes: SceneDraft[], targetUnits: number, language: ScriptLanguage): string[][] {
  const unitsOf = (sentence: string) => measureSpokenUnits(sentence, language);
  let totalUnits = scenes.reduce((sum, scene) => sum + unitsOf(scene.candidates[0]!), 0);
  const order = [...scenes.slice(1, -1), scenes[0]!, scenes.at(-1)!];
  for (let round = 1; totalUnits < targetUnits * (1 - lengthTolerance); round += 1) {
    const additions = order.filter((scene) => scene.candidates.length > round && scene.said === round);
    if (additions.length === 0) break;
    for (const scene of additions) {
      const units = unitsOf(scene.candidates[round]!);
      if (totalUnits + units > targetUnits * (1 + lengthTolerance)) continue;
      scene.said += 1;
      totalUnits += units;
      if (totalUnits >= targetUnits * (1 - lengthTolerance)) break;
    }
  }
  return scenes.map((scene) => scene.candidates.slice(0, scene.said));
}
