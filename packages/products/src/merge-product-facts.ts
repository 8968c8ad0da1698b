import { isUnwantedImage } from './media/is-unwanted-image.ts';
import { normaliseImageUrl } from './media/normalise-image-url.ts';
import { productFactSources, type ProductFactField, type ProductFacts, type ProductFactSource, type ProductImage, type ProductVideo } from './product-facts.ts';

/** One product's facts from every extractor, each field from the most trusted source that has it. */
export interface MergedProductFacts {
  title?: string;
  description?: string;
  brand?: string;
  price?: number;
  currency?: string;
  category?: string;
  keywords: string[];
  /** Largest variants, de-duplicated, site furniture and known-tiny pictures dropped; in source order. */
  images: ProductImage[];
  /** The source of each image, by its (normalised) URL. */
  imageSources: Record<string, ProductFactSource>;
  videos: ProductVideo[];
  /** Whether any source says the page is about a product. */
  isProduct: boolean;
  sources: Partial<Record<ProductFactField, ProductFactSource>>;
}

/** Shorter than this, a description is a label ("Blue", a repeat of the title), not a description. */
const minDescriptionCharacters = 20;

/**
 * Merges the extractors' facts in the order of `productFactSources`
 * (Shopify, JSON-LD, microdata, RDFa, Open Graph, Amazon, Etsy,
 * Readability), whatever order they are passed in. Each field comes from the
 * first source that has it, with three refinements: a description that only
 * repeats the title gives way to a later one; a source marked
 * `isPreferredPrice` gives the price; and a price that another source calls
 * its regular price (`og:price:standard_amount` beside a sale price) gives way
 * to that source's lower current price. Price and currency come from the
 * same source. Images from every source are normalised to their largest
 * variant and de-duplicated; videos are collected.
 */
export function mergeProductFacts(factsList: readonly (ProductFacts | undefined)[]): MergedProductFacts {
  const ordered = factsList
    .filter((facts): facts is ProductFacts => facts !== undefined)
    .sort((first, second) => productFactSources.indexOf(first.source) - productFactSources.indexOf(second.source));
  const merged: MergedProductFacts = {
    keywords: [],
    images: [],
    imageSources: {},
    videos: [],
    isProduct: ordered.some((facts) => facts.isProduct),
    sources: {},
  };
  const take = <Field extends 'title' | 'brand' | 'category'>(field: Field): void => {
    const facts = ordered.find((candidate) => candidate[field]);
    if (!facts?.[field]) return;
    merged[field] = facts[field];
    merged.sources[field] = facts.source;
  };
  take('title');
  take('brand');
  take('category');
  const describing = ordered.filter((facts) => facts.description);
  const description = describing.find((facts) => isDescriptive(facts.description ?? '', merged.title)) ?? describing[0];
  if (description?.description) {
    merged.description = description.description;
    merged.sources.description = description.source;
  }
  const keywords = ordered.find((facts) => facts.keywords && facts.keywords.length > 0);
  if (keywords?.keywords) {
    merged.keywords = keywords.keywords;
    merged.sources.keywords = keywords.source;
  }
  const priced = choosePricedFacts(ordered);
  if (priced?.price !== undefined) {
    merged.price = priced.price;
    merged.sources.price = priced.source;
    if (priced.currency) {
      merged.currency = priced.currency;
      merged.sources.currency = priced.source;
    }
  }
  mergeImages(ordered, merged);
  mergeVideos(ordered, merged);
  return merged;
}

function isDescriptive(description: string, title: string | undefined): boolean {
  const simplify = (text: string): string => text.toLowerCase().replace(/\s+/gu, ' ').trim();
  return description.length >= minDescriptionCharacters && simplify(description) !== simplify(title ?? '');
}

function choosePricedFacts(ordered: readonly ProductFacts[]): ProductFacts | undefined {
  const priced = ordered.filter((facts) => facts.price !== undefined);
  const chosen = priced.find((facts) => facts.isPreferredPrice) ?? priced[0];
  if (!chosen || chosen.isPreferredPrice) return chosen;
  const sameCurrency = (facts: ProductFacts): boolean => !facts.currency || !chosen.currency || facts.currency === chosen.currency;
  const sale = priced.find(
    (facts) =>
      facts.regularPrice === chosen.price && facts.price !== undefined && chosen.price !== undefined && facts.price < chosen.price && sameCurrency(facts),
  );
  return sale ?? chosen;
}

function mergeImages(ordered: readonly ProductFacts[], merged: MergedProductFacts): void {
  const byKey = new Map<string, ProductImage>();
  for (const facts of ordered) {
    for (const image of facts.images) {
      const normalised = normaliseImageUrl(image.url);
      const candidate: ProductImage = normalised.isRewritten ? { url: normalised.url } : { ...image, url: normalised.url };
      if (isUnwantedImage(candidate) || isUnwantedImage({ url: image.url })) continue;
      const existing = byKey.get(normalised.key);
      if (existing) {
        existing.width ??= candidate.width;
        existing.height ??= candidate.height;
        continue;
      }
      byKey.set(normalised.key, candidate);
      merged.images.push(candidate);
      merged.imageSources[candidate.url] = facts.source;
      merged.sources.images ??= facts.source;
    }
  }
  for (const image of merged.images) {
    if (image.width === undefined) delete image.width;
    if (image.height === undefined) delete image.height;
  }
}

function mergeVideos(ordered: readonly ProductFacts[], merged: MergedProductFacts): void {
  const seen = new Set<string>();
  for (const facts of ordered) {
    for (const video of facts.videos) {
      const key = video.url.replace(/^https?:/u, '');
      if (seen.has(key)) continue;
      seen.add(key);
      merged.videos.push({ ...video });
      merged.sources.videos ??= facts.source;
    }
  }
}
