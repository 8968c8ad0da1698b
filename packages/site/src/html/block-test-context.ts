import { FeatureBlockSchema } from '../features/feature-block-schemas.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';

/** For the block renderers' tests: an English page with one 9:16 site video named `clip`, nothing else published. */
export const blockTestContext: FeatureBlockContext = {
  language: 'en',
  slug: 'text-to-video',
  publishedSlugs: new Set(),
  media: new Map(),
  videos: new Map([['clip', { widthPx: 720, heightPx: 1280 }]]),
  id: 'b3',
  featureCovers: new Map(),
};

/** A block through its schema, defaults filled, as the loader gives it to a renderer. */
export const parseTestBlock = (block: object) => FeatureBlockSchema.parse(block);
