import type { BlogLanguage } from '../blog/blog-languages.ts';
import type { FeatureSlug } from '../features/built-in-features.ts';
import type { SiteImage } from '../features/feature-block-schemas.ts';
import type { SiteMedia, SiteVideoInfo } from '../features/load-feature-pages.ts';

/** What a block renderer knows besides its block. */
export interface FeatureBlockContext {
  language: BlogLanguage;
  slug: FeatureSlug;
  publishedSlugs: ReadonlySet<FeatureSlug>;
  media: ReadonlyMap<string, SiteMedia>;
  /** The site videos the pages show, by name, with their frame sizes. */
  videos: ReadonlyMap<string, SiteVideoInfo>;
  /** A unique id prefix for this block (tabs, panels). */
  id: string;
  /** Each published feature page's path → its hero screenshot: the cover of a built-in explore item. */
  featureCovers: ReadonlyMap<string, SiteImage>;
}
