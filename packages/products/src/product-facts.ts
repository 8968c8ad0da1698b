/**
 * Where a fact about a product was read, in the order the merge trusts them:
 * a shop's own product data first, then structured data, then site rules,
 * then the page's readable text.
 */
export const productFactSources = ['shopify', 'json-ld', 'microdata', 'rdfa', 'open-graph', 'amazon', 'etsy', 'readability'] as const;

export type ProductFactSource = (typeof productFactSources)[number];

/** The facts that record their source. */
export type ProductFactField = 'title' | 'description' | 'brand' | 'price' | 'currency' | 'images' | 'videos' | 'category' | 'keywords';

/** A picture of the product; sizes in pixels when the page or the file tells them. */
export interface ProductImage {
  url: string;
  width?: number;
  height?: number;
}

/** A video of the product: a file, not a player page. */
export interface ProductVideo {
  url: string;
  width?: number;
  height?: number;
  /** `video/mp4` when the page says so. */
  contentType?: string;
}

/** What one extractor read from a page. Every field it set is named in `sources`. */
export interface ProductFacts {
  source: ProductFactSource;
  title?: string;
  description?: string;
  brand?: string;
  /** The price a buyer pays now, in `currency`; absent when the page gives none (a `{}` or 0 price counts as none). */
  price?: number;
  /** ISO 4217. */
  currency?: string;
  /** The price the page calls regular (list price, compare-at, struck through beside a sale price), same currency. */
  regularPrice?: number;
  category?: string;
  keywords?: string[];
  images: ProductImage[];
  videos: ProductVideo[];
  /** Whether the source says the page is about a product (a schema.org Product, `og:type` product, a shop's product data). */
  isProduct: boolean;
  /**
   * The source knows the price better than the ones ranked before it: Etsy's
   * listing price in the shop's currency, where the page's JSON-LD holds a
   * conversion into the visitor's.
   */
  isPreferredPrice?: boolean;
  sources: Partial<Record<ProductFactField, ProductFactSource>>;
}

export type ProductFactsFields = Omit<ProductFacts, 'source' | 'sources' | 'images' | 'videos' | 'isProduct'> & {
  images?: ProductImage[];
  videos?: ProductVideo[];
  isProduct?: boolean;
};

const recordedFields: readonly ProductFactField[] = ['title', 'description', 'brand', 'price', 'currency', 'category'];

/** Facts from one source, with empty values left out and every field that is set attributed to `source`. */
export function createProductFacts(source: ProductFactSource, fields: ProductFactsFields): ProductFacts {
  const facts: ProductFacts = { source, images: fields.images ?? [], videos: fields.videos ?? [], isProduct: fields.isProduct ?? false, sources: {} };
  for (const field of recordedFields) {
    const value = fields[field];
    if (value === undefined || value === '') continue;
    Object.assign(facts, { [field]: value });
    facts.sources[field] = source;
  }
  if (fields.regularPrice !== undefined) facts.regularPrice = fields.regularPrice;
  if (fields.isPreferredPrice) facts.isPreferredPrice = true;
  if (fields.keywords && fields.keywords.length > 0) {
    facts.keywords = fields.keywords;
    facts.sources.keywords = source;
  }
  if (facts.images.length > 0) facts.sources.images = source;
  if (facts.videos.length > 0) facts.sources.videos = source;
  return facts;
}
