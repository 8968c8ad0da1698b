import type { ProjectFormat } from './project-format.ts';

/**
 * A video the public site's feature pages play, made from a recipe in
 * `content/site/videos` with the product's own builders. Site videos are
 * projects of the avatar library's owner: free, never in anyone's My Videos.
 * Rendered at 1280×720 (720×1280), the size the feature pages declare for
 * their players.
 */
export const siteVideoFormat = {
  kind: 'site_video',
  creditCost: null,
  renderScale: 2 / 3,
  isListed: false,
} satisfies ProjectFormat<'site_video'>;
