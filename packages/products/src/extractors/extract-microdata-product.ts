import type { ProductPage } from '../page/parse-product-page.ts';
import { createProductFacts, type ProductFacts } from '../product-facts.ts';
import { readMicrodataItems } from './read-microdata-items.ts';
import { readSchemaOrgProduct } from './read-schema-org-product.ts';

/** The schema.org Product in the page's microdata (`itemscope`/`itemprop`); undefined when there is none. */
export function extractMicrodataProduct(page: ProductPage): ProductFacts | undefined {
  const fields = readSchemaOrgProduct(readMicrodataItems(page), page.baseUrl, 'plain');
  return fields ? createProductFacts('microdata', fields) : undefined;
}
