import type { ProductPage } from '../page/parse-product-page.ts';
import { readAttribute } from '../page/read-attribute.ts';
import { createProductFacts, type ProductFacts } from '../product-facts.ts';
import { parseLenientJson } from './parse-lenient-json.ts';
import { readSchemaOrgProduct } from './read-schema-org-product.ts';

/** Every value in the page's `<script type="application/ld+json">` blocks, malformed ones repaired where possible. */
export function readJsonLdValues(document: Document): unknown[] {
  return Array.from(document.querySelectorAll('script'))
    .filter((script) => /^\s*application\/ld\+json\b/iu.test(readAttribute(script, 'type') ?? ''))
    .flatMap((script) => parseLenientJson(script.textContent ?? ''));
}

/** The schema.org Product (Offer, AggregateOffer, ProductGroup…) in the page's JSON-LD; undefined when there is none. */
export function extractJsonLdProduct(page: ProductPage): ProductFacts | undefined {
  const fields = readSchemaOrgProduct(readJsonLdValues(page.document), page.baseUrl, 'markup');
  return fields ? createProductFacts('json-ld', fields) : undefined;
}
