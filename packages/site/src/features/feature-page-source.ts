import { fileURLToPath } from 'node:url';

/** Where feature pages are read from: the page files, the screenshots they show, and the content the facts are counted from. */
export interface FeaturePageSource {
  pagesDirectory: string;
  screenshotsDirectory: string;
  /** `content/site/videos`: one workspace per site video, `<name>.json`. */
  videosDirectory: string;
  /** `content/`: voices and avatars for computeSiteFacts. */
  contentRoot: string;
}

export const defaultFeaturePageSource: FeaturePageSource = {
  pagesDirectory: fileURLToPath(new URL('../../../../content/site/pages', import.meta.url)),
  screenshotsDirectory: fileURLToPath(new URL('../../../../docs/screenshots', import.meta.url)),
  videosDirectory: fileURLToPath(new URL('../../../../content/site/videos', import.meta.url)),
  contentRoot: fileURLToPath(new URL('../../../../content', import.meta.url)),
};

/** Screenshots are served under this path, by name, only when a page uses them. */
export const siteMediaPath = (file: string) => `/site/media/${file}`;

/** A site video (a workspace in `content/site/videos`, rendered by Talkreel and cached) and its poster frame. */
export const siteVideoPath = (name: string) => `/site/videos/${name}.mp4`;
export const siteVideoPosterPath = (name: string) => `/site/videos/${name}.jpg`;
