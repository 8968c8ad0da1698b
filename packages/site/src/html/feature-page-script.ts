import type { FeatureBlockKind } from '../features/feature-block-schemas.ts';
import { carouselScript } from './carousel-script.ts';
import { demoFilterScript } from './demo-filter-script.ts';
import { fadeUpScript } from './fade-up-script.ts';
import { buildVideoTabsScript, type VideoTabsKind } from './video-tabs-script.ts';

/** Blocks that draw a carousel (the explore list only when it is not the `style_2` grid). */
const hasCarousel = (blocks: readonly { kind: FeatureBlockKind; type?: string }[]) =>
  blocks.some(
    (block) => block.kind === 'testimonial' || block.kind === 'swiper-with-list' || (block.kind === 'explore-more-feature-list' && block.type !== 'style_2'),
  );

/**
 * The feature page's block scripts, each part only when the page has a block
 * that needs it: the fade-up for every page with bands, the carousels, the
 * video tabs (how-to, home tree) and the demo filters. Each part is a
 * self-contained statement list; the page joins them into its one `<script>`.
 */
export function buildFeaturePageScript(blocks: readonly { kind: FeatureBlockKind; type?: string; videoList?: readonly unknown[] }[]): string {
  const kinds = new Set(blocks.map((block) => block.kind));
  const videoTabs: VideoTabsKind[] = [...(kinds.has('how-to') ? (['how-to'] as const) : []), ...(kinds.has('use-case') ? (['tree'] as const) : [])];
  const carouselBlocks = blocks.filter((block) => block.kind !== 'swiper-with-list' || (block.videoList?.length ?? 0) > 0);
  return [
    blocks.length > 0 ? fadeUpScript : '',
    hasCarousel(carouselBlocks) ? carouselScript : '',
    buildVideoTabsScript(videoTabs),
    kinds.has('demo-section') ? demoFilterScript : '',
  ]
    .filter((part) => part.length > 0)
    .join('\n');
}
