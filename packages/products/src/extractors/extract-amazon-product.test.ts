import { describe, expect, it } from 'vitest';
import { parseProductPage } from '../page/parse-product-page.ts';
import { readProductCorpusText } from '../testing/product-corpora.ts';
import { createProductPageFixture } from '../testing/product-page-fixture.ts';
import { extractAmazonProduct } from './extract-amazon-product.ts';

const dynamicImage = JSON.stringify({
  'https://m.media-amazon.com/images/I/61abc._AC_SX300_.jpg': [300, 300],
  'https://m.media-amazon.com/images/I/61abc._AC_SX679_.jpg': [679, 679],
  'https://m.media-amazon.com/images/I/61abc._AC_SX450_.jpg': [450, 450],
}).replaceAll('"', '&quot;');

function amazonPage(host: string, price: string): ReturnType<typeof createProductPageFixture> {
  return createProductPageFixture({
    url: `https://www.${host}/dp/B000000001`,
    body: `<div id="dp"><span id="productTitle">  Enamel Camping Mug  </span>
      <a id="bylineInfo" href="/stores/x">Visit the Trailhead Store</a>
      <div id="corePriceDisplay_desktop_feature_div"><span class="a-price"><span class="a-offscreen">${price}</span></span>
        <span class="a-price a-text-price" data-a-strike="true"><span class="a-offscreen">${price.replace(/\d+/u, '99')}</span></span></div>
      <div id="imgTagWrapperId"><img id="landingImage" src="https://m.media-amazon.com/images/I/61abc._AC_SX300_.jpg" data-a-dynamic-image="${dynamicImage}"></div>
      <div id="feature-bullets"><ul><li><span class="a-list-item"> Holds 350 ml </span></li><li id="replacementPartsFitmentBullet"><span class="a-list-item">Make sure this fits</span></li><li><span class="a-list-item">Dishwasher safe</span></li></ul></div>
      <div id="wayfinding-breadcrumbs_feature_div"><ul><li><a>Sports</a></li><li><a>Camping Mugs</a></li></ul></div></div>`,
  });
}

describe('extractAmazonProduct', () => {
  it('reads the captured Amazon page: title, buy-box price, the main image’s largest variant, thumbnails, bullets, brand', async () => {
    const html = await readProductCorpusText('product-pages', 'real-shop-pages', 'amazon.html');
    const facts = extractAmazonProduct(parseProductPage(html, 'https://www.amazon.com/dp/B07G2L3JMM'));
    expect(facts).toMatchObject({ source: 'amazon', price: 29.99, currency: 'USD', brand: 'ChangM', isProduct: true });
    expect(facts?.title).toMatch(/^Modern LED Wall Sconce Lighting Fixture Lamps 7W/u);
    expect(facts?.description?.split('\n')[0]).toMatch(/^【Natural Protection Materials】/u);
    expect(facts?.images[0]).toEqual({ url: 'https://images-na.ssl-images-amazon.com/images/I/71mo6NjnxaL._AC_SL1500_.jpg' });
    expect(facts?.images.length).toBeGreaterThan(5);
  });

  it('takes the dynamic image’s biggest entry, the marketplace’s currency for $ and £, and the struck-through list price', () => {
    const canada = extractAmazonProduct(amazonPage('amazon.ca', '$24.99'));
    expect(canada).toMatchObject({
      title: 'Enamel Camping Mug',
      brand: 'Trailhead',
      price: 24.99,
      currency: 'CAD',
      regularPrice: 99.99,
      category: 'Camping Mugs',
      description: 'Holds 350 ml\nDishwasher safe',
    });
    expect(canada?.images[0]).toEqual({ url: 'https://m.media-amazon.com/images/I/61abc._AC_SX679_.jpg', width: 679, height: 679 });
    expect(extractAmazonProduct(amazonPage('amazon.co.uk', '£18.50'))).toMatchObject({ price: 18.5, currency: 'GBP' });
  });

  it('leaves other pages alone', () => {
    expect(extractAmazonProduct(createProductPageFixture({ body: '<h1 id="title">Mug</h1>' }))).toBeUndefined();
  });
});
