import type { ProductScriptStyle } from '@talkreel/contract';
import type { ScriptLanguage } from '../language/script-language.ts';
import { unitsForSeconds } from '../language/spoken-length.ts';
import { speakPrice } from '../language/spoken-price.ts';
import { productSceneCounts } from '../product/product-scene-counts.ts';
import { speakProductName } from '../product/spoken-product-name.ts';
import type { ProductScriptRequest } from '../script-types.ts';
import { describeLength } from './compose-podcast-prompt.ts';
import type { ChatMessage } from './stream-chat-completion.ts';

/** The most description sent: a page's description and its bullet points; the rest adds nothing to a minute of speech. */
export const maxPromptDescriptionCharacters = 6_000;

/** Each framework as the model is told to write it. */
const frameworkBriefs: Record<ProductScriptStyle, string> = {
  problem_solution: "problem_solution: open with the viewer's pain or frustration, then show the product as the solution, then the call to action.",
  feature_tour: 'feature_tour: introduce the product, walk through its features one scene at a time, then the call to action.',
  testimonial: 'testimonial: a satisfied customer speaking in the first person ("I…") about why they love it, then recommending it.',
  offer: 'offer: lead with the deal and the price, say what the buyer gets, and close with urgency and the call to action.',
};

/** The messages that ask a model for three product video scripts as JSON. */
export function composeProductPrompt(request: ProductScriptRequest, language: ScriptLanguage): ChatMessage[] {
  const { product, durationS, styles } = request;
  const name = speakProductName(product.title);
  const price = speakPrice(product.price, product.currency, language);
  const scenes = productSceneCounts[durationS];
  const system = [
    'You write scripts for short product videos: one presenter sells the product to the camera, over the product’s own photos and clips.',
    `Write in ${language.label} (${language.nativeLabel}).`,
    `Write ${styles.length} scripts, one in each of these frameworks, in this order:`,
    ...styles.map((style) => `- ${frameworkBriefs[style]}`),
    `Each script: ${describeLength(unitsForSeconds(durationS, language), language)}, about ${durationS} seconds spoken, in ${scenes} scenes of one to three sentences.`,
    `Say the product's name exactly as “${name}” in every script.`,
    price ? `Say the price exactly as “${price}” (these digits) in every script.` : 'The product has no price: say none, and promise no discount.',
    'Use only the facts given about the product: invent no features, numbers, awards, reviews, guarantees or deadlines.',
    'Write only the words spoken: no titles, scene labels, stage directions, hashtags, markdown or emojis.',
    `Answer with JSON only, in this form: {"scripts":[{"style":"${styles[0]}","scenes":["…","…"]}, …]}`,
  ].join('\n');
  const description = product.description.trim();
  const user = [
    `Product: ${product.title.trim()}`,
    product.brand?.trim() ? `Brand: ${product.brand.trim()}` : '',
    price ? `Price: ${price}` : '',
    product.targetAudience.trim() ? `For: ${product.targetAudience.trim()}` : '',
    product.features?.length ? `Features:\n${product.features.map((feature) => `- ${feature.trim()}`).join('\n')}` : '',
    description
      ? `Description${description.length > maxPromptDescriptionCharacters ? ' (the start of a longer text)' : ''}:\n${description.slice(0, maxPromptDescriptionCharacters)}`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}
