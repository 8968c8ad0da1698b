import { describe, expect, it } from 'vitest';
import { parseProductPage } from '../page/parse-product-page.ts';
import { readProductCorpusText } from '../testing/product-corpora.ts';
import { extractReadabilityProduct, maxReadableDescriptionCharacters } from './extract-readability-product.ts';

describe('extractReadabilityProduct', () => {
  it('starts the description at the first paragraph of prose, after the item number, stars and delivery notes', async () => {
    const html = await readProductCorpusText('product-pages', 'real-shop-pages', 'globalindustrial.html');
    const facts = extractReadabilityProduct(parseProductPage(html, 'https://www.globalindustrial.com/p/bench-top'));
    expect(facts.title).toBe('60"W x 24"D x 1-3/4" Thick Maple Butcher Block Square Edge Workbench Top');
    expect(facts.description).toMatch(/^MAPLE SAFETY EDGE BENCH TOP\nSafety edge bench top is made of solid maple strips/u);
    expect(facts.description?.length).toBeLessThanOrEqual(maxReadableDescriptionCharacters);
    expect(facts.description).toMatch(/\.$/u);
    expect(facts.isProduct).toBe(false);
  });
});
