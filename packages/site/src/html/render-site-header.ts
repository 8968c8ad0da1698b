import type { BlogLanguage } from '../blog/blog-languages.ts';
import { blogPaths } from '../blog/blog-paths.ts';
import { builtInFeatureTexts, featurePath, featureSlugs } from '../features/built-in-features.ts';
import { signInPath } from './app-links.ts';
import { blogTexts } from './blog-texts.ts';
import { escapeHtml } from './escape-html.ts';

export interface SiteHeaderProps {
  language: BlogLanguage;
  /** This page's path: its link in the menus is marked current. */
  currentPath: string;
  /** Which header entry is marked current. */
  section: 'blog' | 'features';
  /** This page in the other language. */
  otherLanguage: { language: BlogLanguage; path: string };
}

/** A link to this page in the other language, named in that language (so a screen reader reads it in that language's voice). */
export function renderLanguageSwitch(className: string, { language, path }: SiteHeaderProps['otherLanguage']): string {
  const texts = blogTexts[language];
  return `<a class="${className}" href="${escapeHtml(path)}" hreflang="${texts.hreflang}" lang="${texts.htmlLang}">${texts.languageName}</a>`;
}

/**
 * The site's header on every page. A desktop shows a Features menu of the ten
 * feature pages beside Blog; below 860 px a menu button holds both (and Sign
 * in and the language switch, which a phone's header has no room for). Both menus are `<details>`: they
 * open and close by pointer or keyboard without any script (siteMenuScript
 * only adds Escape and a click outside), and they open over the page, so
 * nothing below them moves.
 */
export function renderSiteHeader({ language, currentPath, section, otherLanguage }: SiteHeaderProps): string {
  const texts = blogTexts[language];
  const featureItems = featureSlugs
    .map((slug) => {
      const path = featurePath(language, slug);
      return `<li><a href="${path}"${path === currentPath ? ' aria-current="page"' : ''}>${escapeHtml(builtInFeatureTexts[language][slug].name)}</a></li>`;
    })
    .join('');
  const blogLink = `<a href="${blogPaths.home(language)}"${section === 'blog' ? ' aria-current="page"' : ''}>${escapeHtml(texts.blog)}</a>`;
  const featuresMenu = `<details class="menu features-menu"><summary>${escapeHtml(texts.featuresMenu)}<span class="caret" aria-hidden="true"></span></summary><ul class="menu-panel">${featureItems}</ul></details>`;
  const phoneMenu = `<details class="menu phone-menu"><summary class="menu-button"><span class="menu-icon" aria-hidden="true"></span><span class="visually-hidden">${escapeHtml(texts.menu)}</span></summary><nav class="menu-panel" aria-label="${escapeHtml(texts.menu)}"><p class="menu-heading">${escapeHtml(texts.featuresMenu)}</p><ul>${featureItems}</ul><ul class="menu-more"><li>${blogLink}</li><li><a href="${signInPath}">${escapeHtml(texts.signIn)}</a></li><li>${renderLanguageSwitch('menu-lang', otherLanguage)}</li></ul></nav></details>`;
  const logo = `<a class="logo" href="/"><span class="logo-mark" aria-hidden="true"></span>Talkreel</a>`;
  const actions = `<div class="actions">${renderLanguageSwitch('lang', otherLanguage)}<a class="sign-in" href="${signInPath}">${escapeHtml(texts.signIn)}</a><a class="button" href="/">${escapeHtml(texts.tryTalkreel)}</a></div>`;
  return `<header class="site-header"><div class="wrap">${logo}<nav class="nav" aria-label="Talkreel">${featuresMenu}${blogLink}</nav>${actions}${phoneMenu}</div></header>`;
}
