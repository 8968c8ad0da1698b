import { z } from 'zod';
import { defineJob } from '@talkreel/platform';

export const AnalyzeProductPayloadSchema = z.object({
  ownerId: z.string(),
  /** The `products` row to fill; its `url` is the link to analyse. */
  productId: z.string(),
  /** Whether every found picture and video starts chosen for the video (the spec's `select_media`). */
  selectMedia: z.boolean(),
});
export type AnalyzeProductPayload = z.infer<typeof AnalyzeProductPayloadSchema>;

export const AnalyzeProductResultSchema = z.object({
  images: z.number().int(),
  videos: z.number().int(),
});
export type AnalyzeProductJobResult = z.infer<typeof AnalyzeProductResultSchema>;

/**
 * A product page analysed (handler: apps/worker): fetched through the
 * SSRF-safe fetcher, its product read from Shopify, schema.org, Open Graph
 * and shop rules, its pictures measured; progress and stage written to the
 * `products` row for the page's overlay. A person is waiting: not heavy, and
 * a failure (blocked site, no product) is the record's, not retried.
 */
export const analyzeProductJob = defineJob<AnalyzeProductPayload, AnalyzeProductJobResult>({
  name: 'analyze-product',
  payloadSchema: AnalyzeProductPayloadSchema,
  resultSchema: AnalyzeProductResultSchema,
  retryLimit: 1,
  expireInSeconds: 180,
});
