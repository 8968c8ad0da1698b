import type { SiteVideo } from '../features/feature-block-schemas.ts';
import { siteVideoPath, siteVideoPosterPath } from '../features/feature-page-source.ts';
import type { SiteVideoInfo } from '../features/load-feature-pages.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * A `<video>` of a site video with its poster frame and real frame size (no
 * layout shift). Nothing downloads until it plays (`preload="none"`); muted
 * unless told otherwise, so autoplaying callers may start it. Browsers fetch
 * a poster at once wherever the video is, so below the hero the poster waits
 * in `data-lazy-poster` until the video nears the screen (`lazyPosterScript`):
 * a phone's first screen does not share its bandwidth with pictures below it.
 */
export function renderSiteVideo(
  video: SiteVideo,
  videos: ReadonlyMap<string, SiteVideoInfo>,
  { className = '', hasControls = true, isMuted = true, isLooping = false, isPosterEager = false } = {},
): string {
  const size = videos.get(video.name);
  const attributes = [
    className ? ` class="${className}"` : '',
    ` src="${escapeHtml(siteVideoPath(video.name))}"`,
    ` ${isPosterEager ? 'poster' : 'data-lazy-poster'}="${escapeHtml(siteVideoPosterPath(video.name))}"`,
    size ? ` width="${size.widthPx}" height="${size.heightPx}"` : '',
    ` aria-label="${escapeHtml(video.alt)}"`,
    hasControls ? ' controls' : '',
    isMuted ? ' muted' : '',
    isLooping ? ' loop' : '',
    ' playsinline preload="none"',
  ];
  return `<video${attributes.join('')}></video>`;
}

/** Gives each `data-lazy-poster` video its poster when it comes within 400 px of the screen (at once where IntersectionObserver is missing). */
export const lazyPosterScript = `(function(){var videos=[].slice.call(document.querySelectorAll('video[data-lazy-poster]'));function show(video){video.poster=video.getAttribute('data-lazy-poster');video.removeAttribute('data-lazy-poster');}if(!('IntersectionObserver' in window)){videos.forEach(show);return;}var observer=new IntersectionObserver(function(entries){entries.forEach(function(entry){if(entry.isIntersecting){show(entry.target);observer.unobserve(entry.target);}});},{rootMargin:'400px 0px'});videos.forEach(function(video){observer.observe(video);});})();`;
