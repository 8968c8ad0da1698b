import type { BlogLanguage } from '../blog/blog-languages.ts';
import type { FeatureSlug } from '../features/built-in-features.ts';
import { siteVideoPath, siteVideoPosterPath } from '../features/feature-page-source.ts';
import type { FeatureHero, FeaturePageContent } from '../features/feature-page-schema.ts';
import { getHeroLayout } from '../features/hero-layout.ts';
import type { FeaturePages } from '../features/load-feature-pages.ts';
import { escapeHtml } from './escape-html.ts';
import { languageVideosScript } from './hero-language-videos-script.ts';
import { heroTexts, muteToggleLabels } from './hero-texts.ts';
import { renderPhotoCredit } from './render-photo-credit.ts';
import { renderSiteImage } from './render-site-image.ts';
import { renderSiteVideo } from './render-site-video.ts';

const layoutClasses = { 'language-videos': ' hero-language-videos', 'full-width': ' hero-full-width', split: '' } as const;
const effectClasses = { TwoVideo: 'effect-two-video', Scale: 'effect-scale', Row: 'effect-row' } as const;

/**
 * The translator banner's frame: the first language's video with sound and
 * controls (all a reader without JavaScript needs), a picker whose options are
 * links to each video file (the script plays them in place instead), and the
 * mute toggle, hidden until the script can drive it.
 */
function renderLanguageVideos(hero: FeatureHero, language: BlogLanguage, pages: FeaturePages): string {
  const texts = heroTexts[language];
  const [first] = hero.languageVideos ?? [];
  if (!first) return '';
  const options = (hero.languageVideos ?? [])
    .map((entry, index) => {
      const icon = entry.extraIcon ? `<span class="language-icon" aria-hidden="true">${escapeHtml(entry.extraIcon)}</span>` : '';
      const source = siteVideoPath(entry.video.name);
      return `<li><a class="language-option" href="${escapeHtml(source)}" data-src="${escapeHtml(source)}" data-poster="${escapeHtml(siteVideoPosterPath(entry.video.name))}" data-alt="${escapeHtml(entry.video.alt)}"${index === 0 ? ' aria-current="true"' : ''}>${icon}${escapeHtml(entry.extraInfo)}</a></li>`;
    })
    .join('');
  const hint = texts.muteHint
    ? `<span class="hero-sr mute-hint" data-when-sound-on="${escapeHtml(texts.muteHint.whenSoundOn)}" data-when-muted="${escapeHtml(texts.muteHint.whenMuted)}"> (${escapeHtml(texts.muteHint.whenSoundOn)})</span>`
    : '';
  return `<div class="hero-frame translator-frame" data-language-videos>${renderSiteVideo(first.video, pages.videos, { isMuted: false, isPosterEager: true })}<div class="translator-bar"><div class="language-picker" role="group" aria-labelledby="language-picker-label"><span class="picker-label" id="language-picker-label">${escapeHtml(texts.languagePicker)}</span><ul>${options}</ul></div><button type="button" class="mute-toggle" hidden><span class="mute-label" lang="zh-CN">${muteToggleLabels.whenSoundOn}</span>${hint}</button></div></div>`;
}

/**
 * The width the hero screen is shown at, so the browser picks the right copy
 * from srcset: one column on a phone or tablet (20 px margins), else the
 * right-hand column of the 1200 px page, or the full-width frame (1120 px).
 */
const heroImageSizes = {
  split: '(max-width: 960px) calc(100vw - 40px), 640px',
  'full-width': '(max-width: 1160px) calc(100vw - 40px), 1120px',
} as const;

function renderMedia(hero: FeatureHero, language: BlogLanguage, pages: FeaturePages): string {
  if (hero.languageVideos) return renderLanguageVideos(hero, language, pages);
  if (hero.media.kind === 'video') {
    const frame = `<div class="hero-frame">${renderSiteVideo(hero.media.video, pages.videos, { isPosterEager: true })}</div>`;
    const credit = renderPhotoCredit(hero.media.video.name, pages.videos, language, { tag: 'figcaption' });
    return credit ? `<figure class="hero-media">${frame}${credit}</figure>` : frame;
  }
  const sizes = heroImageSizes[getHeroLayout(hero) === 'full-width' ? 'full-width' : 'split'];
  return `<div class="hero-frame" data-module="${hero.media.module}"><div class="frame-bar" aria-hidden="true"><span></span><span></span><span></span></div>${renderSiteImage(hero.media.image, pages.media, { isEager: true, sizes })}</div>`;
}

/** Spec 'Banner data' videoList under the hero, laid out by videoListEffect ('Row' when none is given). */
function renderVideoList(hero: FeatureHero, language: BlogLanguage, pages: FeaturePages): string {
  if (!hero.videoList) return '';
  const title = hero.videoListTitle ? `<h2 class="hero-videos-title">${escapeHtml(hero.videoListTitle)}</h2>` : '';
  const items = hero.videoList
    .map(
      ({ video, extraInfo }) =>
        `<li><figure>${renderSiteVideo(video, pages.videos)}${extraInfo ? `<figcaption>${escapeHtml(extraInfo)}</figcaption>` : ''}${renderPhotoCredit(video.name, pages.videos, language)}</figure></li>`,
    )
    .join('');
  return `<div class="wrap hero-videos ${effectClasses[hero.videoListEffect ?? 'Row']}">${title}<ul class="hero-video-list">${items}</ul></div>`;
}

/**
 * The URL-to-video hero form: a plain GET form, so it works without
 * JavaScript and the app receives `?url=` (percent-encoded by the browser).
 * The field is text rather than `type=url`, so a link without `https://` is
 * sent as typed and the app normalises and checks it.
 */
function renderUrlForm(hero: FeatureHero): string {
  const form = hero.urlForm;
  if (!form) return '';
  return `<form class="hero-url-form" action="${escapeHtml(form.action)}" method="get"><label for="hero-url">${escapeHtml(form.label)}</label><div class="hero-url-row"><input id="hero-url" name="url" type="text" inputmode="url" autocomplete="url" maxlength="2000" placeholder="${escapeHtml(form.placeholder)}"><button type="submit" class="button large">${escapeHtml(form.button)}</button></div></form>`;
}

/** The hero: badge, headline, sub-title, the URL form where the page has one, button, and a module's screen or a video made by Talkreel, in the layout its content asks for. */
export function renderFeatureHero(page: FeaturePageContent, _slug: FeatureSlug, language: BlogLanguage, pages: FeaturePages): string {
  const { hero } = page;
  const buttonClass = hero.urlForm ? 'button large secondary' : 'button large';
  const text = `<div class="hero-text"><p class="badge">${escapeHtml(hero.badge)}</p><h1>${escapeHtml(hero.headline)}</h1><p class="hero-sub">${escapeHtml(hero.subTitle)}</p>${renderUrlForm(hero)}<div class="hero-actions"><a class="${buttonClass}" href="${escapeHtml(hero.button.link)}">${escapeHtml(hero.button.text)}</a></div></div>`;
  return `<section class="feature-hero${layoutClasses[getHeroLayout(hero)]}"><div class="wrap">${text}${renderMedia(hero, language, pages)}</div>${renderVideoList(hero, language, pages)}</section>`;
}

/** The hero's inline script, or '' when its variant needs none. */
export function heroScript(page: FeaturePageContent, _slug: FeatureSlug): string {
  return page.hero.languageVideos ? languageVideosScript : '';
}
