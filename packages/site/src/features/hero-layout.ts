import type { FeatureHero } from './feature-page-schema.ts';

/**
 * Which hero a page gets (spec §2): the translator banner when the content
 * gives language videos, the full-width photo-to-avatar hero for a
 * `PhotoAvatar` module, otherwise text beside the module or video.
 */
export type HeroLayout = 'language-videos' | 'full-width' | 'split';

export function getHeroLayout(hero: FeatureHero): HeroLayout {
  if (hero.languageVideos) return 'language-videos';
  if (hero.media.kind === 'module' && hero.media.module === 'PhotoAvatar') return 'full-width';
  return 'split';
}
