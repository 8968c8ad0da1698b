import { describe, expect, it } from 'vitest';
import { parseProductPage } from '../page/parse-product-page.ts';
import { readProductCorpusText } from '../testing/product-corpora.ts';
import { createProductPageFixture } from '../testing/product-page-fixture.ts';
import { extractEtsyProduct } from './extract-etsy-product.ts';

describe('extractEtsyProduct', () => {
  it('reads the captured listing (seen from Spain): the listing’s USD price, preferred over the EUR conversion', async () => {
    const html = await readProductCorpusText('product-pages', 'real-shop-pages', 'etsy.html');
    // Served from elsewhere: the canonical link tells it is an Etsy listing.
    const facts = extractEtsyProduct(parseProductPage(html, 'http://127.0.0.1:8080/etsy.html'));
    expect(facts).toMatchObject({ source: 'etsy', price: 48, currency: 'USD', isPreferredPrice: true, brand: 'OliveCreativeCompany', isProduct: true });
    expect(facts?.title).toMatch(/^EL original he y hay calabaza/u);
    expect(facts?.description).toMatch(/^¡El que lo inició todo!/u);
    expect(facts?.images[0]?.url).toBe('https://i.etsystatic.com/12418300/r/il/da5710/2446305498/il_fullxfull.2446305498_opq0.jpg');
  });

  it('does not prefer the listing price when the visitor sees the shop’s own currency', () => {
    const page = createProductPageFixture({
      url: 'https://www.etsy.com/listing/1/mug',
      head: '<meta property="product:price:amount" content="20.00"><meta property="product:price:currency" content="USD">',
      body: '<h1 data-buy-box-listing-title="true">Mug</h1>',
    });
    page.document.body?.setAttribute('data-currency', 'USD');
    expect(extractEtsyProduct(page)).toMatchObject({ title: 'Mug', price: 20, currency: 'USD' });
    expect(extractEtsyProduct(page)?.isPreferredPrice).toBeUndefined();
  });

  it('leaves other pages alone', () => {
    expect(extractEtsyProduct(createProductPageFixture({ body: '<h1 data-buy-box-listing-title="true">Mug</h1>' }))).toBeUndefined();
  });
});
