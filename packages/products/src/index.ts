export { analyzeProductUrl, productPageContentTypes } from './analyze-product-url.ts';
export {
  ProductAnalysisError,
  type AnalyzeProductUrlOptions,
  type ProductAnalysis,
  type ProductAnalysisErrorReason,
  type ProductAnalysisField,
  type ProductAnalysisImage,
  type ProductAnalysisStage,
} from './product-analysis.ts';
export { productFactSources, type ProductFactField, type ProductFacts, type ProductFactSource, type ProductImage, type ProductVideo } from './product-facts.ts';
export { mergeProductFacts, type MergedProductFacts } from './merge-product-facts.ts';
export { parsePrice, type ParsedPrice, type ParsePriceOptions } from './price/parse-price.ts';
export { deriveTargetAudience, type TargetAudienceInput } from './audience/derive-target-audience.ts';
export { sampleProductUrls, type SampleProductUrl } from './samples/sample-product-urls.ts';
