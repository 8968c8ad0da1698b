import type { ProductPage } from '../page/parse-product-page.ts';
import { createProductFacts, type ProductFacts } from '../product-facts.ts';
import { readRdfaItems } from './read-rdfa-items.ts';
import { readSchemaOrgProduct } from './read-schema-org-product.ts';

/** The schema.org Product in the page's RDFa (`vocab`/`typeof`/`property`); undefined when there is none. */
export function extractRdfaProduct(page: ProductPage): ProductFacts | undefined {
  const fields = readSchemaOrgProduct(readRdfaItems(page), page.baseUrl, 'plain');
  return fields ? createProductFacts('rdfa', fields) : undefined;
}
