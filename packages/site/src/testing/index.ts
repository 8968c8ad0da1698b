import { fileURLToPath } from 'node:url';
import type { BlogContentSource } from '../blog/load-blog-content.ts';

/** 15 short articles (14 listed, 1 hidden: `hidden-draft`) in both languages, 2 authors, 3 categories; covers from docs/screenshots. */
export const blogFixtureSource: BlogContentSource = {
  contentDirectory: fileURLToPath(new URL('./fixtures/blog', import.meta.url)),
  screenshotsDirectory: fileURLToPath(new URL('../../../../docs/screenshots', import.meta.url)),
};

export { blogStyles as untrimmedBlogStyles } from '../html/blog-styles.ts';
export { featureStyles as untrimmedFeatureStyles } from '../html/feature-styles.ts';
export { heroStyles as untrimmedHeroStyles } from '../html/hero-styles.ts';
