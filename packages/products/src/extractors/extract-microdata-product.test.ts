import { describe, expect, it } from 'vitest';
import { createProductPageFixture } from '../testing/product-page-fixture.ts';
import { extractMicrodataProduct } from './extract-microdata-product.ts';
import { readMicrodataItems } from './read-microdata-items.ts';

describe('extractMicrodataProduct', () => {
  it('reads names, the content attribute over the shown text, links, pictures and nested offers', () => {
    const page = createProductPageFixture({
      body: `<div itemscope itemtype="https://schema.org/Product">
        <h1 itemprop="name">Field
          Notebook</h1>
        <img itemprop="image" src="/img/notebook.jpg" alt="">
        <div itemprop="description"><p>Dot grid.</p><p>Lay-flat binding &amp; 96 pages.</p></div>
        <span itemprop="brand" itemscope itemtype="https://schema.org/Brand"><span itemprop="name">Atlas</span></span>
        <div itemprop="offers" itemscope itemtype="https://schema.org/Offer">
          <meta itemprop="priceCurrency" content="CHF">
          <span itemprop="price" content="1234.50">1'234,50</span>
          <link itemprop="availability" href="https://schema.org/InStock">
        </div>
      </div>`,
    });
    expect(extractMicrodataProduct(page)).toMatchObject({
      source: 'microdata',
      title: 'Field Notebook',
      description: 'Dot grid.\n\nLay-flat binding & 96 pages.',
      brand: 'Atlas',
      price: 1234.5,
      currency: 'CHF',
      images: [{ url: 'https://shop.example/img/notebook.jpg' }],
      isProduct: true,
    });
  });

  it('follows itemref, keeps nested items out of the parent, and reads the first top-level product', () => {
    const page = createProductPageFixture({
      body: `<div itemscope itemtype="http://schema.org/WebPage"><span itemprop="name">Shop</span></div>
        <div itemscope itemtype="http://schema.org/Product" itemref="price-block">
          <span itemprop="name">Kettle</span>
          <div itemprop="isRelatedTo" itemscope itemtype="http://schema.org/Product"><span itemprop="name">Teapot</span></div>
        </div>
        <div id="price-block" itemprop="offers" itemscope itemtype="http://schema.org/Offer"><meta itemprop="price" content="45"><meta itemprop="priceCurrency" content="USD"></div>`,
    });
    const items = readMicrodataItems(page);
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({ '@type': 'http://schema.org/Product', name: 'Kettle', isRelatedTo: { name: 'Teapot' }, offers: { price: '45' } });
    expect(extractMicrodataProduct(page)).toMatchObject({ title: 'Kettle', price: 45, currency: 'USD' });
  });

  it('reads attribute names in any case, and nothing from a page without items', () => {
    const page = createProductPageFixture({ body: '<div ITEMSCOPE itemType="https://schema.org/Product"><b ItemProp="name">Spade</b></div>' });
    expect(extractMicrodataProduct(page)).toMatchObject({ title: 'Spade' });
    expect(extractMicrodataProduct(createProductPageFixture({ body: '<p>No items here.</p>' }))).toBeUndefined();
  });
});
