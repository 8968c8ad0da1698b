import type { UrlFetcher } from '@talkreel/sources';
import type { ProductFactSource, ProductVideo } from './product-facts.ts';

/** The stages a person sees while a link is analysed ('URL Title analyzing...', 'URL Description analyzing...', 'URL Media analyzing...'). */
export type ProductAnalysisStage = 'title' | 'description' | 'media';

/** The fields of an analysis whose source is recorded. */
export type ProductAnalysisField = 'title' | 'description' | 'brand' | 'price' | 'currency' | 'images' | 'videos';

/** A product picture with its measured size in pixels (0 × 0: fetched, but its size could not be read). */
export interface ProductAnalysisImage {
  url: string;
  width: number;
  height: number;
}

/** What a product page says about its product, ready for the product form and the video's script. */
export interface ProductAnalysis {
  /** The page's address after redirects. */
  url: string;
  title: string;
  /** Plain text, paragraphs separated by a blank line; '' when the page has none. */
  description: string;
  brand?: string;
  /** What a buyer pays now (the sale price, the low end of a range); null when the page shows none. */
  price: number | null;
  /** ISO 4217 code of `price`; null when there is no price or its currency could not be told. */
  currency: string | null;
  /** One English sentence naming who the product is for, derived from its category, keywords and text. */
  targetAudience: string;
  /** At most 12, in the page's order of importance, each at least 100 pixels on both sides when measured. */
  images: ProductAnalysisImage[];
  /** Video files the page offers for the product (not player pages), not fetched. */
  videos: ProductVideo[];
  /** Which source each field was read from. */
  sources: Partial<Record<ProductAnalysisField, ProductFactSource>>;
}

export interface AnalyzeProductUrlOptions {
  /** Every request goes through it: the SSRF-safe `createSafeFetcher` in the product, whose caps (time, bytes) apply. */
  fetcher: UrlFetcher;
  /** `percent` is of the whole analysis, 0 to 100, never decreasing. */
  onProgress?: (stage: ProductAnalysisStage, percent: number) => void;
  signal?: AbortSignal;
}
