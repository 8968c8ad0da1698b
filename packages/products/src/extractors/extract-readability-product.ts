import { extractArticle } from '@talkreel/sources';
import type { ProductPage } from '../page/parse-product-page.ts';
import { createProductFacts, type ProductFacts } from '../product-facts.ts';

/** About a minute of a presenter reading: enough to describe a product, short enough to keep. */
export const maxReadableDescriptionCharacters = 800;

/**
 * Where the description starts: the first paragraph of at least this many
 * characters (a shop's text opens with item numbers, stars and delivery
 * notes), else the first of the shorter length; no description when no
 * paragraph is that long.
 */
const proseParagraphCharacters = [200, 80] as const;
const minProseParagraphCharacters = 80;

/**
 * The last resort: Mozilla Readability's title (the page title less the
 * site name) and the page's main text from its first paragraph of prose to
 * the next short one as the description, cut after the last full sentence
 * that fits. Readability
 * parses the HTML again: it rewrites the document it reads.
 */
export function extractReadabilityProduct(page: ProductPage): ProductFacts {
  const article = extractArticle(page.html, page.url);
  const paragraphs = article.text.split(/\n{2,}/u);
  const proseStart = proseParagraphCharacters.map((length) => paragraphs.findIndex((paragraph) => paragraph.length >= length)).find((index) => index >= 0);
  const prose: string[] = [];
  // The prose runs until the next short paragraph: a heading such as "Product Specifications", a table, the reviews.
  for (const paragraph of proseStart === undefined ? [] : paragraphs.slice(proseStart)) {
    if (prose.length > 0 && paragraph.length < minProseParagraphCharacters) break;
    prose.push(paragraph);
  }
  const text = prose.join('\n\n');
  return createProductFacts('readability', { title: article.title, description: cutAtSentence(text, maxReadableDescriptionCharacters) });
}

function cutAtSentence(text: string, maxCharacters: number): string {
  if (text.length <= maxCharacters) return text;
  const head = text.slice(0, maxCharacters);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('.\n'), head.lastIndexOf('! '), head.lastIndexOf('? '), head.lastIndexOf('。'));
  if (sentenceEnd > maxCharacters / 2) return head.slice(0, sentenceEnd + 1).trim();
  const wordEnd = head.lastIndexOf(' ');
  return `${head.slice(0, wordEnd > 0 ? wordEnd : maxCharacters).trim()}…`;
}
