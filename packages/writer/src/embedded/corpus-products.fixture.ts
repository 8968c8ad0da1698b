import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductFacts } from '../script-types.ts';

/** schema.org's own Product examples (test fixtures only): each example's JSON-LD product, as the analysis reads it. */
const examplesDirectory = path.resolve(import.meta.dirname, '../../../../../shared/corpora/product-pages/schemaorg-examples');

interface JsonLdProduct {
  name: string;
  description?: string | { '@value': string; '@language': string }[];
  offers?: { price?: string; priceCurrency?: string };
}

/** One example's first JSON-LD product as product facts: an English description, the offer's price and currency. */
export function readCorpusProduct(example: string, targetAudience = ''): ProductFacts {
  const expected = JSON.parse(readFileSync(path.join(examplesDirectory, example, 'expected-from-jsonld.json'), 'utf8')) as {
    products_in_jsonld: JsonLdProduct[];
  };
  const product = expected.products_in_jsonld[0]!;
  const description = Array.isArray(product.description)
    ? (product.description.find((value) => value['@language'] === 'en')?.['@value'] ?? '')
    : (product.description ?? '');
  const price = product.offers?.price ? Number(product.offers.price) : null;
  return { title: product.name, description, price, currency: product.offers?.priceCurrency ?? null, targetAudience };
}
