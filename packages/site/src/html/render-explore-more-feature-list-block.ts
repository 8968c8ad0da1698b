import type { FeatureBlockOf } from '../features/feature-block-schemas.ts';
import { renderCarouselNav } from './render-carousel-nav.ts';
import { renderExploreCards } from './render-explore-cards.ts';
import type { FeatureBlockContext } from './feature-block-context.ts';

/**
 * A supplied list of features (site-spec §2): `style_2` lays them out as one
 * grid; any other type is a card carousel (two cards a view on a desktop, one
 * on a phone; previous/next by the sell-points rule).
 */
export function renderExploreMoreFeatureListBlock(block: FeatureBlockOf<'explore-more-feature-list'>, { language, media }: FeatureBlockContext): string {
  if (block.type === 'style_2') return renderExploreCards(block.featureList, media, 'explore');
  return `<div class="card-carousel" data-carousel="cards">${renderExploreCards(block.featureList, media, 'card-track', ' data-track')}${renderCarouselNav(language, block.featureList.length)}</div>`;
}
