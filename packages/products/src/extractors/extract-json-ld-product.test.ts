import { describe, expect, it } from 'vitest';
import { createProductPageFixture, jsonLdScript } from '../testing/product-page-fixture.ts';
import { extractJsonLdProduct } from './extract-json-ld-product.ts';

function extract(...values: unknown[]) {
  return extractJsonLdProduct(createProductPageFixture({ head: values.map(jsonLdScript).join('') }));
}

describe('extractJsonLdProduct', () => {
  it('reads a Product with an Offer, its brand object, relative images with sizes and markup in the description', () => {
    const facts = extract({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Harbour &amp; Co. Desk Lamp',
      description: 'Warm light.<br/><br/>Brass &quot;knurled&quot; switch.',
      brand: { '@type': 'Brand', name: 'Harbour' },
      category: 'Lighting > Desk lamps',
      keywords: 'lamp, brass,desk',
      image: [{ '@type': 'ImageObject', url: '/img/lamp.jpg', width: '1200', height: { '@type': 'QuantitativeValue', value: 900 } }, 'lamp-side.jpg'],
      offers: { '@type': 'Offer', price: '59.90', priceCurrency: 'eur' },
    });
    expect(facts).toEqual({
      source: 'json-ld',
      title: 'Harbour & Co. Desk Lamp',
      description: 'Warm light.\n\nBrass "knurled" switch.',
      brand: 'Harbour',
      category: 'Lighting > Desk lamps',
      keywords: ['lamp', 'brass', 'desk'],
      price: 59.9,
      currency: 'EUR',
      images: [{ url: 'https://shop.example/img/lamp.jpg', width: 1200, height: 900 }, { url: 'https://shop.example/products/lamp-side.jpg' }],
      videos: [],
      isProduct: true,
      sources: {
        title: 'json-ld',
        description: 'json-ld',
        brand: 'json-ld',
        price: 'json-ld',
        currency: 'json-ld',
        category: 'json-ld',
        keywords: 'json-ld',
        images: 'json-ld',
      },
    });
  });

  it('follows @graph and @id references, and prefers the English description', () => {
    const facts = extract({
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage', '@id': '#page', name: 'Shop' },
        { '@type': 'Offer', '@id': '#offer', price: 12, priceCurrency: 'GBP' },
        {
          '@type': ['Product', 'gs1:Beverage'],
          name: 'Tonic',
          description: [
            { '@value': 'Bitter.', '@language': 'fr' },
            { '@value': 'Bitter, bright.', '@language': 'en' },
          ],
          offers: { '@id': '#offer' },
        },
      ],
    });
    expect(facts).toMatchObject({ title: 'Tonic', description: 'Bitter, bright.', price: 12, currency: 'GBP' });
  });

  it('takes the lowest price of an AggregateOffer or of several offers, in the first priced offer’s currency', () => {
    expect(
      extract({ '@type': 'Product', name: 'A', offers: { '@type': 'AggregateOffer', lowPrice: '19.00', highPrice: '39.00', priceCurrency: 'USD' } }),
    ).toMatchObject({
      price: 19,
      currency: 'USD',
    });
    expect(
      extract({
        '@type': 'Product',
        name: 'B',
        offers: [
          { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          { '@type': 'Offer', price: '24.50', priceCurrency: 'USD' },
          { '@type': 'Offer', price: '21.00', priceCurrency: 'USD' },
          { '@type': 'Offer', price: '5.00', priceCurrency: 'CAD' },
        ],
      }),
    ).toMatchObject({ price: 21, currency: 'USD' });
  });

  it('reads the price specification, with a strikethrough price as the regular price', () => {
    const facts = extract({
      '@type': 'Product',
      name: 'C',
      offers: {
        '@type': 'Offer',
        priceSpecification: [
          { '@type': 'UnitPriceSpecification', price: 80, priceCurrency: 'EUR', priceType: 'https://schema.org/StrikethroughPrice' },
          { '@type': 'UnitPriceSpecification', price: 64, priceCurrency: 'EUR' },
        ],
      },
    });
    expect(facts).toMatchObject({ price: 64, currency: 'EUR', regularPrice: 80 });
  });

  it('reads a price written the shop’s way and treats {} and 0 as no price', () => {
    expect(extract({ '@type': 'Product', name: 'D', offers: { '@type': 'Offer', price: '1.299,00 €' } })).toMatchObject({ price: 1299, currency: 'EUR' });
    const noPrice = extract({ '@type': 'Product', name: 'E', offers: { '@type': 'Offer', price: {}, priceCurrency: 'USD' } });
    expect(noPrice?.price).toBeUndefined();
    expect(noPrice?.currency).toBeUndefined();
  });

  it('takes a ProductGroup’s name with its variants’ lowest price and pictures; variants are not products of their own', () => {
    const facts = extract({
      '@type': 'ProductGroup',
      name: 'Crew Tee',
      hasVariant: [
        { '@type': 'Product', name: 'Crew Tee S', image: 'tee-s.jpg', offers: { '@type': 'Offer', price: 25, priceCurrency: 'USD' } },
        { '@type': 'Product', name: 'Crew Tee XL', image: 'tee-xl.jpg', offers: { '@type': 'Offer', price: 22, priceCurrency: 'USD' } },
      ],
    });
    expect(facts).toMatchObject({ title: 'Crew Tee', price: 22, currency: 'USD' });
    expect(facts?.images.map(({ url }) => url)).toEqual(['https://shop.example/products/tee-s.jpg', 'https://shop.example/products/tee-xl.jpg']);
  });

  it('skips related products and pages without a product, and reads a product video file (not a player)', () => {
    const facts = extract(
      { '@type': 'BreadcrumbList', itemListElement: [] },
      {
        '@type': 'Product',
        name: 'Kettle',
        isRelatedTo: { '@type': 'Product', name: 'Teapot' },
        video: [
          { '@type': 'VideoObject', contentUrl: '/media/kettle.mp4', width: 1280, height: 720, encodingFormat: 'video/mp4' },
          { '@type': 'VideoObject', embedUrl: 'https://www.youtube.com/embed/x' },
        ],
      },
    );
    expect(facts).toMatchObject({
      title: 'Kettle',
      videos: [{ url: 'https://shop.example/media/kettle.mp4', width: 1280, height: 720, contentType: 'video/mp4' }],
    });
    expect(extract({ '@type': 'NewsArticle', headline: 'Kettles' })).toBeUndefined();
  });

  it('reads a product whose page has malformed JSON-LD', () => {
    const page = createProductPageFixture({
      head: jsonLdScript('{"@type": "Product", "name": "Mug", // the mug\n "offers": {"price": "9.50", "priceCurrency": "USD",},}'),
    });
    expect(extractJsonLdProduct(page)).toMatchObject({ title: 'Mug', price: 9.5, currency: 'USD' });
  });
});
