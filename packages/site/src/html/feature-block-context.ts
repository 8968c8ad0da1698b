import type { BlogLanguage } from '../blog/blog-languages.ts';
import type { FeatureSlug } from '../features/built-in-features.ts';
import type { SiteImage } from '../features/feature-block-schemas.ts';
import type { SiteMedia, SiteVideoInfo } from '../features/load-feature-pages.ts';
import type { SiteTemplateCard } from './site-template-card.ts';

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
  /** Templates of the catalogue for the template list; absent or empty, the list shows site videos instead. */
  templates?: readonly SiteTemplateCard[];
}
