import { describe, expect, it } from 'vitest';
import { createProductPageFixture } from '../testing/product-page-fixture.ts';
import { extractOpenGraphProduct } from './extract-open-graph-product.ts';

describe('extractOpenGraphProduct', () => {
  it('reads title, description, pictures with their sizes, a video and the product price tags', () => {
    const page = createProductPageFixture({
      head: `<meta property="og:type" content="product">
        <meta property="og:site_name" content="Nordic Rugs">
        <meta property="og:title" content="Wool Runner Rug | Nordic Rugs">
        <meta property="og:description" content="Hand-woven   wool.">
        <meta property="og:image" content="http://cdn.nordic.example/rug.jpg">
        <meta property="og:image:secure_url" content="https://cdn.nordic.example/rug.jpg">
        <meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">
        <meta property="og:image" content="/rug-detail.jpg">
        <meta property="og:video" content="https://cdn.nordic.example/rug.mp4"><meta property="og:video:type" content="video/mp4">
        <meta property="og:video:width" content="1920"><meta property="og:video:height" content="1080">
        <meta property="product:brand" content="Nordic">
        <meta property="product:price:amount" content="1.299,00"><meta property="product:price:currency" content="DKK">`,
    });
    expect(extractOpenGraphProduct(page)).toEqual({
      source: 'open-graph',
      title: 'Wool Runner Rug',
      description: 'Hand-woven wool.',
      brand: 'Nordic',
      price: 1299,
      currency: 'DKK',
      images: [{ url: 'https://cdn.nordic.example/rug.jpg', width: 1200, height: 630 }, { url: 'https://shop.example/rug-detail.jpg' }],
      videos: [{ url: 'https://cdn.nordic.example/rug.mp4', contentType: 'video/mp4', width: 1920, height: 1080 }],
      isProduct: true,
      sources: {
        title: 'open-graph',
        description: 'open-graph',
        brand: 'open-graph',
        price: 'open-graph',
        currency: 'open-graph',
        images: 'open-graph',
        videos: 'open-graph',
      },
    });
  });

  it('takes a sale price below the listed one, with the listed or standard price as the regular price', () => {
    const sale = createProductPageFixture({
      head: '<meta property="product:price:amount" content="80"><meta property="product:sale_price:amount" content="60"><meta property="product:price:currency" content="USD">',
    });
    expect(extractOpenGraphProduct(sale)).toMatchObject({ price: 60, regularPrice: 80, currency: 'USD', isProduct: true });
    const standard = createProductPageFixture({
      head: '<meta content="150.00" property="og:price:standard_amount"><meta content="120.00" property="product:price:amount"><meta content="USD" property="product:price:currency">',
    });
    expect(extractOpenGraphProduct(standard)).toMatchObject({ price: 120, regularPrice: 150 });
  });

  it('does not call an article a product', () => {
    const article = createProductPageFixture({ head: '<meta property="og:type" content="article"><meta property="og:title" content="News">' });
    expect(extractOpenGraphProduct(article)).toMatchObject({ title: 'News', isProduct: false });
  });
});
