import { describe, expect, it } from 'vitest';
import { createProductPageFixture } from '../testing/product-page-fixture.ts';
import { extractShopifyProduct } from './extract-shopify-product.ts';
import { findShopifyCurrency, findShopifyProductJsonUrl } from './find-shopify-product-url.ts';

const themeScript = '<script src="//cdn.shopify.com/s/trekkie.storefront.js"></script>';

describe('findShopifyProductJsonUrl', () => {
  it.each([
    ['https://store.example/products/linen-shirt', 'https://store.example/products/linen-shirt.js'],
    ['https://store.example/products/linen-shirt?variant=42', 'https://store.example/products/linen-shirt.js'],
    ['https://store.example/collections/summer/products/linen-shirt', 'https://store.example/products/linen-shirt.js'],
    ['https://store.example/en-gb/products/linen-shirt/', 'https://store.example/en-gb/products/linen-shirt.js'],
  ])('%s → %s', (url, expected) => {
    expect(findShopifyProductJsonUrl(createProductPageFixture({ url, head: themeScript }))).toBe(expected);
  });

  it('finds the handle in the canonical link, and nothing on other stores or other pages', () => {
    const canonical = createProductPageFixture({
      url: 'https://store.example/p/123',
      head: `${themeScript}<link rel="canonical" href="https://store.example/products/mug">`,
    });
    expect(findShopifyProductJsonUrl(canonical)).toBe('https://store.example/products/mug.js');
    expect(findShopifyProductJsonUrl(createProductPageFixture({ url: 'https://woo.example/products/mug' }))).toBeUndefined();
    expect(findShopifyProductJsonUrl(createProductPageFixture({ url: 'https://store.example/collections/all', head: themeScript }))).toBeUndefined();
  });

  it('reads the store currency from the theme', () => {
    expect(findShopifyCurrency(createProductPageFixture({ head: '<script>Shopify.currency = {"active":"JPY","rate":"1.0"};</script>' }))).toBe('JPY');
    expect(findShopifyCurrency(createProductPageFixture({ head: '<meta property="og:price:currency" content="cad">' }))).toBe('CAD');
  });
});

describe('extractShopifyProduct', () => {
  it('reads title, text, vendor, type and tags, the lowest price and compare-at price from cents, and the image list', () => {
    const facts = extractShopifyProduct(
      {
        title: 'Mug &amp; Saucer',
        description: '<p>Stoneware.</p>',
        vendor: 'Kiln',
        type: 'Tableware',
        tags: 'ceramic, gift',
        price: 3200,
        price_min: 2800,
        compare_at_price_min: 3500,
        images: ['//cdn.shopify.com/s/files/1/1/products/mug.jpg'],
      },
      'GBP',
      'https://kiln.example/products/mug',
    );
    expect(facts).toMatchObject({
      source: 'shopify',
      title: 'Mug & Saucer',
      description: 'Stoneware.',
      brand: 'Kiln',
      category: 'Tableware',
      keywords: ['ceramic', 'gift'],
      price: 28,
      regularPrice: 35,
      currency: 'GBP',
      images: [{ url: 'https://cdn.shopify.com/s/files/1/1/products/mug.jpg' }],
      isProduct: true,
    });
  });

  it('refuses what is not a product', () => {
    expect(extractShopifyProduct({ products: [] }, 'USD', 'https://kiln.example/')).toBeUndefined();
    expect(extractShopifyProduct('<html>', 'USD', 'https://kiln.example/')).toBeUndefined();
  });
});
