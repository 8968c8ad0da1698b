import { fileURLToPath } from 'node:url';
import type { BlogContentSource } from './load-blog-content.ts';

/** The repository's blog: `content/blog` and, for covers, `docs/screenshots`. */
export const defaultBlogContentSource: BlogContentSource = {
  contentDirectory: fileURLToPath(new URL('../../../../content/blog', import.meta.url)),
  screenshotsDirectory: fileURLToPath(new URL('../../../../docs/screenshots', import.meta.url)),
};
