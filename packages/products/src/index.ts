export { analyzeProductUrl } from './analyze-product-url.ts';
export type { AnalyzeProductUrlOptions, ProductAnalysis, ProductAnalysisField, ProductAnalysisImage, ProductAnalysisStage } from './product-analysis.ts';
export { ProductAnalysisError, type ProductAnalysisErrorReason } from './product-analysis-error.ts';
export { productFactSources, type ProductFactField, type ProductFacts, type ProductFactSource, type ProductImage, type ProductVideo } from './product-facts.ts';
export { mergeProductFacts, type MergedProductFacts } from './merge-product-facts.ts';
export { parsePrice, type ParsedPrice, type ParsePriceOptions } from './price/parse-price.ts';
export { deriveTargetAudience, type TargetAudienceInput } from './audience/derive-target-audience.ts';
export { sampleProductUrls, type SampleProductUrl } from './samples/sample-product-urls.ts';
