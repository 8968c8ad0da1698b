import type { BlogLanguage } from '../blog/blog-languages.ts';
import { builtInFeatureTexts, featurePath, featureSlugs, type FeatureSlug } from './built-in-features.ts';
import type { ExploreFeatureItem } from './feature-block-schemas.ts';

export interface ExploreFeaturesInput {
  language: BlogLanguage;
  /** The page being rendered: never listed. */
  currentSlug: string;
  /** Built-in features that have a page; the others are left out rather than linked to a page that does not exist. */
  publishedSlugs: ReadonlySet<FeatureSlug>;
  featureList: ExploreFeatureItem[];
  /** 'Voices, Talking Photo': these names first, in this order; the rest keep their order after them. */
  defaultListSort: string;
}

/**
 * The explore-more-features rule (site-spec §2): the ten built-in features
 * minus the current page, extended by featureList, de-duplicated by name (the
 * first occurrence wins, so a built-in keeps its place), ordered by
 * defaultListSort.
 */
export function orderExploreFeatures({ language, currentSlug, publishedSlugs, featureList, defaultListSort }: ExploreFeaturesInput): ExploreFeatureItem[] {
  const builtIns = featureSlugs
    .filter((slug) => slug !== currentSlug && publishedSlugs.has(slug))
    .map((slug) => ({ ...builtInFeatureTexts[language][slug], path: featurePath(language, slug) }));
  const currentPath = featurePath(language, currentSlug);
  const seen = new Set<string>();
  const unique = [...builtIns, ...featureList].filter((item) => {
    const key = item.name.trim().toLowerCase();
    if (seen.has(key) || item.path === currentPath) return false;
    seen.add(key);
    return true;
  });
  const sortNames = defaultListSort
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name.length > 0);
  const rank = (item: ExploreFeatureItem) => {
    const index = sortNames.indexOf(item.name.trim().toLowerCase());
    return index === -1 ? sortNames.length : index;
  };
  // Array.prototype.sort is stable: unranked items keep their order.
  return unique
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index)
    .map(({ item }) => item);
}
