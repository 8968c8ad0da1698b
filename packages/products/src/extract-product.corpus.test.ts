import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeProductUrl } from './analyze-product-url.ts';
import { normaliseImageUrl } from './media/normalise-image-url.ts';
import { ProductAnalysisError } from './product-analysis-error.ts';
import type { ProductAnalysis } from './product-analysis.ts';
import { getProductCorpusPath, readProductCorpusJson } from './testing/product-corpora.ts';
import { startProductTestWeb, testImageHeightPixels, testImageWidthPixels, type ProductTestWeb } from './testing/product-test-web.ts';

/**
 * Every page of corpora/product-pages served from a local server and analysed
 * through `analyzeProductUrl` with the real safe fetcher (allowed to reach that
 * server; other hosts' pictures are answered there with an 800 × 600 PNG).
 */
let web: ProductTestWeb;

beforeAll(async () => {
  web = await startProductTestWeb();
});

afterAll(async () => {
  await web.close();
});

async function analyse(corpusPath: string): Promise<ProductAnalysis> {
  return analyzeProductUrl(web.pageUrl(corpusPath), { fetcher: web.fetcher });
}

async function analysisFailure(corpusPath: string): Promise<string> {
  const outcome = await analyse(corpusPath).then(
    () => 'analysed',
    (error: unknown) => (error instanceof ProductAnalysisError ? error.reason : String(error)),
  );
  return outcome;
}

const collapse = (text: string | undefined): string => (text ?? '').replace(/\s+/gu, ' ').trim();

function expectMeasuredImages(analysis: ProductAnalysis): void {
  for (const image of analysis.images) expect(image).toMatchObject({ width: testImageWidthPixels, height: testImageHeightPixels });
}

describe('schema.org examples (JSON-LD, microdata, RDFa)', () => {
  interface SchemaOrgExample {
    files: { microdata?: string; rdfa?: string; json?: string };
    products_in_jsonld: {
      name: string;
      description?: string | { '@value': string; '@language': string }[];
      image?: string;
      offers?: { price?: string; lowPrice?: string; priceCurrency?: string };
    }[];
  }
  interface Expectation {
    title: string;
    description?: string;
    price: number | null;
    currency: string | null;
    image?: string;
  }

  /** Where a syntax's own markup differs from the JSON-LD, as schemaorg-examples/NOTES.md records. */
  const markupDeviations: Record<string, Partial<Expectation> | 'not_a_product'> = {
    // Only the JSON-LD gives 4660 a description; the markup describes its identifiers and ratings.
    '4660/microdata': { description: undefined },
    '4660/rdfa': { description: undefined },
    'eg-0010/microdata': { price: 1000 },
    'eg-0010/rdfa': { price: 1000 },
    // The microdata marks the currency with RDFa's `property` attribute, which microdata does not read.
    'eg-0208/microdata': { title: 'BRAND 502', currency: null },
    'eg-0208/rdfa': { title: 'BRAND 502' },
    // class="itemscope" and typos: no Product in the microdata at all.
    'eg-3475/microdata': 'not_a_product',
  };
  /** eg-0328 offers a Car the other way round: a Person makesOffer an Offer whose priceSpecification holds the price. */
  const offeredThroughPriceSpecification: Record<string, Pick<Expectation, 'price' | 'currency'>> = { 'eg-0328': { price: 18000, currency: 'USD' } };

  const examplesFolder = getProductCorpusPath('product-pages', 'schemaorg-examples');
  const exampleIds = readdirSync(examplesFolder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

  it('has the 12 examples', () => {
    expect(exampleIds).toHaveLength(12);
  });

  for (const id of exampleIds) {
    it(`${id}: every syntax gives the product's name, price, currency, description and picture`, async () => {
      const example = await readProductCorpusJson<SchemaOrgExample>('product-pages', 'schemaorg-examples', id, 'expected-from-jsonld.json');
      const product = example.products_in_jsonld[0];
      if (!product) throw new Error(`${id} lists no product`);
      const description = Array.isArray(product.description)
        ? product.description.find((entry) => entry['@language'] === 'en')?.['@value']
        : product.description;
      const listedPrice = product.offers?.price ?? product.offers?.lowPrice;
      const fromJson: Expectation = {
        title: product.name,
        ...(description ? { description } : {}),
        price: listedPrice ? Number(listedPrice) : null,
        currency: listedPrice ? (product.offers?.priceCurrency ?? null) : null,
        ...offeredThroughPriceSpecification[id],
        ...(product.image ? { image: product.image } : {}),
      };
      const syntaxes = (['json', 'microdata', 'rdfa'] as const).filter((syntax) => example.files[syntax]);
      expect(syntaxes).toContain('json');
      for (const syntax of syntaxes) {
        const file = `schemaorg-examples/${id}/${example.files[syntax]}`;
        const deviation = markupDeviations[`${id}/${syntax}`];
        if (deviation === 'not_a_product') {
          expect(await analysisFailure(file), file).toBe('not_a_product');
          continue;
        }
        const expected = { ...fromJson, ...deviation };
        const analysis = await analyse(file);
        expect(analysis.title, file).toBe(expected.title);
        expect({ price: analysis.price, currency: analysis.currency }, file).toEqual({ price: expected.price, currency: expected.currency });
        if (expected.description) expect(collapse(analysis.description), file).toBe(collapse(expected.description));
        if (expected.image) {
          expect(analysis.images[0]?.url, file).toBe(new URL(expected.image, web.pageUrl(file)).href);
          expectMeasuredImages(analysis);
        }
        expect(analysis.sources.title, file).toBe(syntax === 'json' ? 'json-ld' : syntax);
      }
    });
  }
});

describe('extruct samples', () => {
  interface UniformItem {
    name: string;
    brand: string;
    description: string;
    image: string;
    offers: { price: string; priceCurrency: string };
  }
  interface ExtructItem {
    properties: {
      name: string;
      brand: string;
      description: string;
      image: string | string[];
      offers:
        | { properties: { price?: string; lowPrice?: string; priceCurrency: string } }
        | { properties: { price?: string; lowPrice?: string; priceCurrency: string } }[];
    };
  }
  interface OpenGraphItem {
    properties: [string, string][];
  }

  async function expectMicrodataProduct(
    page: string,
    expected: { name: string; brand: string; description: string; image: string | string[]; price: string; currency: string },
  ) {
    const analysis = await analyse(page);
    expect(analysis).toMatchObject({ title: expected.name, brand: expected.brand, price: Number(expected.price), currency: expected.currency });
    expect(collapse(analysis.description)).toBe(collapse(expected.description));
    // The microdata's pictures first, in order; a page's own share picture (og:image) may follow.
    const expectedImages = [expected.image].flat().map((image) => new URL(image, web.pageUrl(page)).href);
    expect(analysis.images.map(({ url }) => url).slice(0, expectedImages.length)).toEqual(expectedImages);
    expect(analysis.sources).toMatchObject({ title: 'microdata', price: 'microdata' });
    expectMeasuredImages(analysis);
  }

  it('product_microdata.html: the Executive Anvil as extruct reads it', async () => {
    const [expected] = await readProductCorpusJson<UniformItem[]>('product-pages', 'extruct-samples', 'misc', 'product_microdata.expected-uniform.json');
    if (!expected) throw new Error('no expected item');
    await expectMicrodataProduct('extruct-samples/misc/product_microdata.html', {
      ...expected,
      price: expected.offers.price,
      currency: expected.offers.priceCurrency,
    });
  });

  for (const name of ['product', 'product-ref']) {
    it(`schema.org/${name}.html: the first top-level item, itemref and padded values included`, async () => {
      const [item] = await readProductCorpusJson<ExtructItem[]>('product-pages', 'extruct-samples', 'schema.org', `${name}.json`);
      if (!item) throw new Error('no expected item');
      const offer = [item.properties.offers].flat()[0];
      await expectMicrodataProduct(`extruct-samples/schema.org/${name}.html`, {
        ...item.properties,
        price: offer?.properties.price ?? '',
        currency: offer?.properties.priceCurrency ?? '',
      });
    });
  }

  it('microdata-with-description.html (a captured pet shop): the AggregateOffer’s low price, the description with its line breaks', async () => {
    const [item] = await readProductCorpusJson<ExtructItem[]>('product-pages', 'extruct-samples', 'websites', 'microdata-with-description.json');
    if (!item) throw new Error('no expected item');
    const aggregate = [item.properties.offers].flat()[0];
    await expectMicrodataProduct('extruct-samples/websites/microdata-with-description.html', {
      ...item.properties,
      price: aggregate?.properties.lowPrice ?? '',
      currency: aggregate?.properties.priceCurrency ?? '',
    });
  });

  it('opengraph_ns_product_test.html (a captured FYE page): the Open Graph price and picture; the microdata name ranks first', async () => {
    const [item] = await readProductCorpusJson<OpenGraphItem[]>('product-pages', 'extruct-samples', 'misc', 'opengraph_ns_product_test.json');
    const properties = new Map(item?.properties);
    const analysis = await analyse('extruct-samples/misc/opengraph_ns_product_test.html');
    expect(analysis.price).toBe(Number(properties.get('product:price:amount')));
    expect(analysis.currency).toBe(properties.get('product:price:currency'));
    expect(analysis.title).toBe('Better Off Dead [Exclusive Blu-ray Steelbook]');
    expect(properties.get('og:title')?.startsWith(analysis.title)).toBe(true);
    expect(analysis.description).toBe(properties.get('og:description'));
    // og:image asks the image server for a 272-pixel copy (?sw=272); the original is kept.
    expect(analysis.images.map(({ url }) => url)).toContain(normaliseImageUrl(properties.get('og:image') ?? '').url);
    expect(analysis.targetAudience).toBe('Book, film and music fans.');
  });

  it.each([
    ['misc/opengraph_test.html', 'an article page with Open Graph tags'],
    ['misc/null_ld_mock.html', 'null JSON-LD blocks, a LocalBusiness and a Review'],
    ['custom.invalid/JSONLD_with_JS_comment.html', 'JSON-LD with JS comments (a NewsArticle)'],
    ['custom.invalid/JSONLD_with_control_characters.html', 'JSON-LD with raw line breaks in a string'],
    ['custom.invalid/JSONLD_with_control_characters_comment.html', 'JSON-LD with an HTML comment inside a string'],
  ])('%s (%s) is not a product page', async (page) => {
    expect(await analysisFailure(`extruct-samples/${page}`)).toBe('not_a_product');
  });
});

describe('captured shop pages', () => {
  interface ShopPage {
    file: string;
    expected_price: number | null;
    observed_hints_not_authoritative: { 'og:title': string | null; 'og:image': string | null };
  }

  /** Read from each page by hand: the product's name as the page's own product data gives it. */
  const expectedTitles: Record<string, string> = {
    overstock: 'Certified International Elegance Canape Plates, Set of 6',
    jossandmain: 'Duprey 4-Light Lantern Pendant',
    costco: 'AFA Stainless 33-inch Sink and Semi Pro Faucet Combo',
    etsy: 'EL original he y hay calabaza / decoración de otoño / estera de bienvenida / pintado a mano, felpudo personalizado / lindo felpudo / doormat al aire libre / decoración del porche',
    potterybarn: 'Tully Sconce',
    rejuvenation: 'Keystick Wall Sconce',
    amazon:
      'Modern LED Wall Sconce Lighting Fixture Lamps 7W Warm White 2700K Up and Down Indoor Plaster Wall Lamps for Living Room Bedroom Hallway Conservatory Home Room Decor(with G9 Bulbs Not Dimmable)',
    globalindustrial: '60"W x 24"D x 1-3/4" Thick Maple Butcher Block Square Edge Workbench Top',
  };

  it('has the 8 pages', async () => {
    const pages = await readProductCorpusJson<Record<string, ShopPage>>('product-pages', 'real-shop-pages', 'expected.json');
    expect(Object.keys(pages).sort()).toEqual(Object.keys(expectedTitles).sort());
  });

  for (const shop of Object.keys(expectedTitles)) {
    it(`${shop}: the asserted price, the title, a description and measured pictures`, async () => {
      const pages = await readProductCorpusJson<Record<string, ShopPage>>('product-pages', 'real-shop-pages', 'expected.json');
      const page = pages[shop];
      if (!page) throw new Error(`${shop} is not in expected.json`);
      const analysis = await analyse(`real-shop-pages/${page.file}`);
      expect(analysis.price).toBe(page.expected_price);
      // All eight shops sell in US dollars (Etsy's listing is priced in USD by its shop).
      expect(analysis.currency).toBe(page.expected_price === null ? null : 'USD');
      expect(analysis.title).toBe(expectedTitles[shop]);
      expect(analysis.description.length).toBeGreaterThan(25);
      expect(analysis.images.length).toBeGreaterThanOrEqual(1);
      expectMeasuredImages(analysis);
      const ogImage = page.observed_hints_not_authoritative['og:image'];
      if (ogImage) expect(analysis.images.map(({ url }) => url)).toContain(normaliseImageUrl(ogImage).url);
      expect(analysis.targetAudience).toMatch(/^[A-Z][^.]+\.$/u);
    });
  }

  it('takes the sale price a page sets against its regular price, and Etsy’s listing price over the converted one', async () => {
    const rejuvenation = await analyse('real-shop-pages/rejuvenation.html');
    // JSON-LD says 150.00; og:price:standard_amount 150.00 beside product:price:amount 120.00.
    expect(rejuvenation.sources).toMatchObject({ title: 'json-ld', price: 'open-graph' });
    const etsy = await analyse('real-shop-pages/etsy.html');
    // JSON-LD holds 43.90 EUR for a visitor in Spain (<body data-currency="EUR">); the shop lists 48,00 USD.
    expect(etsy.sources).toMatchObject({ title: 'json-ld', price: 'etsy', currency: 'etsy' });
    const amazon = await analyse('real-shop-pages/amazon.html');
    expect(amazon).toMatchObject({ brand: 'ChangM', sources: { title: 'amazon', price: 'amazon', images: 'amazon' } });
    // The main image's largest variant: the directives (._AC_SL1500_) removed.
    expect(amazon.images[0]?.url).toBe('https://images-na.ssl-images-amazon.com/images/I/71mo6NjnxaL.jpg');
    expect(amazon.images.map(({ url }) => url).filter((url) => url.includes('transparent-pixel'))).toEqual([]);
  });
});
