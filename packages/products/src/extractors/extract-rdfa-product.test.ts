import { describe, expect, it } from 'vitest';
import { createProductPageFixture } from '../testing/product-page-fixture.ts';
import { extractRdfaProduct } from './extract-rdfa-product.ts';
import { readRdfaItems } from './read-rdfa-items.ts';

describe('extractRdfaProduct', () => {
  it('reads an RDFa Lite product with vocab, content, src and a nested offer', () => {
    const page = createProductPageFixture({
      body: `<div vocab="https://schema.org/" typeof="Product">
        <h2 property="name">Trail Bottle</h2>
        <img property="image" src="bottle.jpg">
        <p property="description">Keeps water cold<br>for a day.</p>
        <div property="offers" typeof="Offer"><meta property="priceCurrency" content="SEK"><span property="price" content="249">249 kr</span></div>
      </div>`,
    });
    expect(extractRdfaProduct(page)).toMatchObject({
      source: 'rdfa',
      title: 'Trail Bottle',
      description: 'Keeps water cold\nfor a day.',
      price: 249,
      currency: 'SEK',
      images: [{ url: 'https://shop.example/products/bottle.jpg' }],
    });
  });

  it('reads schema: prefixes and full IRIs, leaves other vocabularies and Open Graph tags out', () => {
    const page = createProductPageFixture({
      head: '<meta property="og:title" content="Not RDFa product data">',
      body: `<div typeof="schema:Product"><span property="schema:name">Canvas Tote</span><span property="dc:title">Other title</span></div>
        <div vocab="http://purl.org/goodrelations/v1#" typeof="Offering"><span property="name">Ignored</span></div>
        <div typeof="https://schema.org/Offer"><span property="https://schema.org/price">10</span></div>`,
    });
    const items = readRdfaItems(page);
    expect(items).toEqual([
      { '@type': 'Product', name: 'Canvas Tote' },
      { '@type': 'Offer', price: '10' },
    ]);
    expect(extractRdfaProduct(page)).toMatchObject({ title: 'Canvas Tote' });
  });
});
