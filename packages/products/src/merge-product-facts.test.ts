import { describe, expect, it } from 'vitest';
import { mergeProductFacts } from './merge-product-facts.ts';
import { createProductFacts } from './product-facts.ts';

describe('mergeProductFacts', () => {
  it('takes each field from the most trusted source that has it, whatever order the facts come in', () => {
    const merged = mergeProductFacts([
      createProductFacts('readability', { title: 'Lamp – Shop', description: 'The page text about the lamp and the shop.' }),
      createProductFacts('open-graph', { title: 'Lamp | Shop', description: 'A brass desk lamp with a linen shade.', isProduct: true }),
      createProductFacts('json-ld', { title: 'Harbour Desk Lamp', brand: 'Harbour', price: 59, currency: 'EUR', isProduct: true }),
      undefined,
    ]);
    expect(merged).toMatchObject({
      title: 'Harbour Desk Lamp',
      description: 'A brass desk lamp with a linen shade.',
      brand: 'Harbour',
      price: 59,
      currency: 'EUR',
      isProduct: true,
      sources: { title: 'json-ld', description: 'open-graph', brand: 'json-ld', price: 'json-ld', currency: 'json-ld' },
    });
  });

  it('passes over a description that only repeats the title', () => {
    const merged = mergeProductFacts([
      createProductFacts('microdata', { title: 'AFA Sink Combo', description: 'AFA  sink combo' }),
      createProductFacts('readability', { description: 'A handmade single-bowl stainless steel sink with a semi-pro faucet.' }),
    ]);
    expect(merged.sources.description).toBe('readability');
  });

  it('keeps price and currency together, and takes the sale price against a price another source calls regular', () => {
    const merged = mergeProductFacts([
      createProductFacts('json-ld', { price: 150, currency: 'USD', isProduct: true }),
      createProductFacts('open-graph', { price: 120, currency: 'USD', regularPrice: 150 }),
      createProductFacts('amazon', { price: 99, currency: 'CAD' }),
    ]);
    expect(merged).toMatchObject({ price: 120, currency: 'USD', sources: { price: 'open-graph', currency: 'open-graph' } });
    const unrelated = mergeProductFacts([
      createProductFacts('json-ld', { price: 150, currency: 'USD' }),
      createProductFacts('open-graph', { price: 120, currency: 'USD', regularPrice: 140 }),
    ]);
    expect(unrelated.price).toBe(150);
  });

  it('lets a source that knows the price better win (Etsy’s listing price over a converted JSON-LD price)', () => {
    const merged = mergeProductFacts([
      createProductFacts('json-ld', { price: 43.9, currency: 'EUR' }),
      createProductFacts('etsy', { price: 48, currency: 'USD', isPreferredPrice: true }),
    ]);
    expect(merged).toMatchObject({ price: 48, currency: 'USD', sources: { price: 'etsy' } });
  });

  it('normalises pictures to their largest variant, de-duplicates them and drops furniture and known-tiny ones', () => {
    const merged = mergeProductFacts([
      createProductFacts('shopify', {
        images: [
          { url: 'https://cdn.shopify.com/s/files/1/2/products/tee_100x100.jpg?v=3', width: 100, height: 100 },
          { url: 'https://cdn.shopify.com/s/files/1/2/products/tee-back.jpg', width: 2000, height: 2000 },
        ],
      }),
      createProductFacts('open-graph', {
        images: [
          { url: 'https://cdn.shopify.com/s/files/1/2/products/tee.jpg?v=3', width: 1200, height: 1200 },
          { url: 'https://cdn.shopify.com/s/files/1/2/store-logo.png' },
          { url: 'https://cdn.shopify.com/s/files/1/2/swatch-red.jpg', width: 40, height: 40 },
          { url: 'https://cdn.shopify.com/s/files/1/2/size-chart.svg' },
        ],
        videos: [{ url: 'https://cdn.shopify.com/videos/tee.mp4' }],
      }),
      createProductFacts('json-ld', { videos: [{ url: 'http://cdn.shopify.com/videos/tee.mp4', width: 1080, height: 1920 }] }),
    ]);
    expect(merged.images).toEqual([
      // The 100x100 copy's size no longer holds for the original; the Open Graph size of the same picture fills it.
      { url: 'https://cdn.shopify.com/s/files/1/2/products/tee.jpg?v=3', width: 1200, height: 1200 },
      { url: 'https://cdn.shopify.com/s/files/1/2/products/tee-back.jpg', width: 2000, height: 2000 },
    ]);
    expect(merged.imageSources).toEqual({
      'https://cdn.shopify.com/s/files/1/2/products/tee.jpg?v=3': 'shopify',
      'https://cdn.shopify.com/s/files/1/2/products/tee-back.jpg': 'shopify',
    });
    // JSON-LD ranks before Open Graph: its copy of the video is the one kept.
    expect(merged.videos).toEqual([{ url: 'http://cdn.shopify.com/videos/tee.mp4', width: 1080, height: 1920 }]);
    expect(merged.sources).toMatchObject({ images: 'shopify', videos: 'json-ld' });
  });

  it('is not a product when no source says so', () => {
    expect(mergeProductFacts([createProductFacts('readability', { title: 'News' }), createProductFacts('open-graph', { title: 'News' })]).isProduct).toBe(
      false,
    );
  });
});
