import { decodeText, SourceError, type FetchedDocument, type UrlFetcher } from '@talkreel/sources';
import { deriveTargetAudience } from './audience/derive-target-audience.ts';
import { extractAmazonProduct } from './extractors/extract-amazon-product.ts';
import { extractEtsyProduct } from './extractors/extract-etsy-product.ts';
import { extractJsonLdProduct } from './extractors/extract-json-ld-product.ts';
import { extractMicrodataProduct } from './extractors/extract-microdata-product.ts';
import { extractOpenGraphProduct } from './extractors/extract-open-graph-product.ts';
import { extractRdfaProduct } from './extractors/extract-rdfa-product.ts';
import { extractReadabilityProduct } from './extractors/extract-readability-product.ts';
import { extractShopifyProduct } from './extractors/extract-shopify-product.ts';
import { findShopifyCurrency, findShopifyProductJsonUrl } from './extractors/find-shopify-product-url.ts';
import { measureProductImages } from './media/measure-product-images.ts';
import { mergeProductFacts, type MergedProductFacts } from './merge-product-facts.ts';
import { isBlockedPage } from './page/detect-blocked-page.ts';
import { findDeclaredCharset } from './page/find-declared-charset.ts';
import { parseProductPage, type ProductPage } from './page/parse-product-page.ts';
import type { AnalyzeProductUrlOptions, ProductAnalysis, ProductAnalysisStage } from './product-analysis.ts';
import { createBlockedError, notAProductMessage, ProductAnalysisError, toProductAnalysisError } from './product-analysis-error.ts';
import type { ProductFacts } from './product-facts.ts';

/** What a product page may be served as. */
const productPageContentTypes = ['text/html', 'application/xhtml+xml'] as const;
/** What a Shopify storefront answers `/products/{handle}.js` with. */
const shopifyProductContentTypes = ['application/javascript', 'text/javascript', 'application/x-javascript', 'application/json', 'text/json'] as const;
/** A product's JSON is a few kilobytes; a store with hundreds of variants stays well under this. */
const maxShopifyProductBytes = 2 * 1024 * 1024;
/** The product JSON only adds to what the page has: it may not hold the analysis up for the fetcher's whole 15 s. */
const shopifyProductTimeoutMs = 5000;

/** Where each stage ends, in percent of the whole analysis: the page is most of the title stage, the pictures most of the media stage. */
const progressPercent = { pageFetched: 30, titleRead: 45, descriptionRead: 60, mediaMeasured: 100 } as const;

/**
 * A product page → its product: title, description, brand, price and
 * currency, a target-audience sentence, pictures with their measured sizes
 * and videos, each field with the source it was read from.
 *
 * The page is fetched through `fetcher` (HTML or XHTML only, within the
 * fetcher's time and size caps) and decoded by its declared or guessed
 * charset. A Shopify store's product JSON is fetched too. The extractors
 * (Shopify, JSON-LD, microdata, RDFa, Open Graph, Amazon and Etsy rules,
 * Readability as the last resort) are merged in that order, and the first 12
 * pictures are measured from their file headers (tiny and failing ones are
 * dropped).
 *
 * Throws `ProductAnalysisError`: `blocked` (403, 429, 503, a robot check or
 * bot challenge), `not_a_product`, or the fetcher's reason with a message
 * about the product link. An aborted `signal` rejects with its reason.
 */
export async function analyzeProductUrl(url: string, options: AnalyzeProductUrlOptions): Promise<ProductAnalysis> {
  const { fetcher, signal } = options;
  let reportedPercent = 0;
  const report = (stage: ProductAnalysisStage, percent: number): void => {
    reportedPercent = Math.max(reportedPercent, Math.round(percent));
    options.onProgress?.(stage, reportedPercent);
  };

  report('title', 0);
  const document = await fetchProductPage(url, fetcher, signal);
  report('title', progressPercent.pageFetched);
  const html = decodeText(document.body, document.charset ?? findDeclaredCharset(document.body));
  if (isBlockedPage(html)) throw createBlockedError();
  const page = parseProductPage(html, document.url);
  const shopify = await readShopifyProduct(page, fetcher, signal);
  const structured = [
    shopify,
    extractJsonLdProduct(page),
    extractMicrodataProduct(page),
    extractRdfaProduct(page),
    extractOpenGraphProduct(page),
    extractAmazonProduct(page),
    extractEtsyProduct(page),
  ];
  let merged = mergeProductFacts(structured);
  if (!merged.isProduct) throw new ProductAnalysisError('not_a_product', notAProductMessage);
  report('title', progressPercent.titleRead);

  signal?.throwIfAborted();
  report('description', progressPercent.titleRead);
  if (!merged.title || !merged.description) merged = mergeProductFacts([...structured, extractReadabilityProduct(page)]);
  if (!merged.title) throw new ProductAnalysisError('not_a_product', notAProductMessage);
  report('description', progressPercent.descriptionRead);

  report('media', progressPercent.descriptionRead);
  const images = await measureProductImages(merged.images, {
    fetcher,
    ...(signal ? { signal } : {}),
    onMeasured: (doneCount, totalCount) =>
      report('media', progressPercent.descriptionRead + ((progressPercent.mediaMeasured - progressPercent.descriptionRead) * doneCount) / totalCount),
  });
  report('media', progressPercent.mediaMeasured);
  return toProductAnalysis(document.url, merged, images);
}

async function fetchProductPage(url: string, fetcher: UrlFetcher, signal: AbortSignal | undefined): Promise<FetchedDocument> {
  try {
    return await fetcher.fetch(url, {
      accept: productPageContentTypes,
      // Shops answer in the visitor's language; the target audience is derived from English words.
      headers: { 'accept-language': 'en-US,en;q=0.9,*;q=0.5' },
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (error instanceof SourceError) throw toProductAnalysisError(error);
    throw error;
  }
}

/** The Shopify product JSON's facts, when the page is a Shopify product page; a failure there only loses this source. */
async function readShopifyProduct(page: ProductPage, fetcher: UrlFetcher, signal: AbortSignal | undefined): Promise<ProductFacts | undefined> {
  const productJsonUrl = findShopifyProductJsonUrl(page);
  if (!productJsonUrl) return undefined;
  try {
    const deadline = AbortSignal.timeout(shopifyProductTimeoutMs);
    const document = await fetcher.fetch(productJsonUrl, {
      accept: shopifyProductContentTypes,
      maxBytes: maxShopifyProductBytes,
      signal: signal ? AbortSignal.any([signal, deadline]) : deadline,
    });
    return extractShopifyProduct(JSON.parse(decodeText(document.body, document.charset)) as unknown, findShopifyCurrency(page), page.baseUrl);
  } catch (error) {
    if (signal?.aborted) throw error;
    return undefined;
  }
}

function toProductAnalysis(url: string, merged: MergedProductFacts, images: ProductAnalysis['images']): ProductAnalysis {
  const { sources } = merged;
  const imageSource = images[0] ? merged.imageSources[images[0].url] : undefined;
  const title = merged.title ?? '';
  const description = merged.description ?? '';
  return {
    url,
    title,
    description,
    ...(merged.brand ? { brand: merged.brand } : {}),
    price: merged.price ?? null,
    currency: merged.price === undefined ? null : (merged.currency ?? null),
    targetAudience: deriveTargetAudience({
      title,
      description,
      ...(merged.category ? { category: merged.category } : {}),
      keywords: merged.keywords,
    }),
    images,
    videos: merged.videos,
    sources: {
      ...(sources.title ? { title: sources.title } : {}),
      ...(sources.description ? { description: sources.description } : {}),
      ...(sources.brand ? { brand: sources.brand } : {}),
      ...(sources.price ? { price: sources.price } : {}),
      ...(sources.currency && merged.price !== undefined ? { currency: sources.currency } : {}),
      ...(imageSource ? { images: imageSource } : {}),
      ...(sources.videos ? { videos: sources.videos } : {}),
    },
  };
}
