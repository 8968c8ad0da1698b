import { blogLanguages, type BlogLanguage } from '../blog/blog-languages.ts';
import { blogPaths } from '../blog/blog-paths.ts';
import { readInterLoadingScript, renderFontLinks } from './blog-fonts.ts';
import { blogStyles } from './blog-styles.ts';
import { blogTexts } from './blog-texts.ts';
import { escapeHtml } from './escape-html.ts';
import { purgeUnusedCss } from './purge-css.ts';
import { renderLanguageSwitch, renderSiteHeader } from './render-site-header.ts';
import { siteMenuScript } from './site-menu-script.ts';

/** What every blog page puts in its head and around its content. */
export interface BlogPageShell {
  language: BlogLanguage;
  /** `https://talkreel.example`: canonical, Open Graph and JSON-LD addresses are absolute. */
  origin: string;
  title: string;
  description: string;
  /** This page's path in each language (the language switch and hreflang). */
  paths: Record<BlogLanguage, string>;
  ogType: 'website' | 'article';
  image?: { path: string; widthPx: number; heightPx: number; alt: string };
  jsonLd: object[];
  /** The page's own HTML, between the header and the footer. */
  main: string;
  /** Which header link is marked current; the blog's pages leave it out. */
  section?: 'blog' | 'features';
  /** More CSS after the shared stylesheet (the feature pages' blocks). */
  extraStyles?: string;
  /** A small inline script at the end of the body, after the header menus' (the feature pages' blocks). */
  inlineScript?: string;
}

/** JSON inside `<script>`: `<` escaped so no text can close the element. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</gu, '\\u003c');

/**
 * A whole HTML document: head (canonical, hreflang, Open Graph, Twitter,
 * JSON-LD, the inline CSS trimmed to the rules this page uses), header, main,
 * footer. The only scripts that run unless the page passes one are the font
 * loader's and the header menus' (each under 1 KB).
 */
export function renderPageShell(page: BlogPageShell): string {
  const texts = blogTexts[page.language];
  const otherLanguage = blogLanguages.find((language) => language !== page.language) ?? 'en';
  const absolute = (path: string) => `${page.origin}${path}`;
  const canonical = absolute(page.paths[page.language]);
  const fontLoader = readInterLoadingScript();
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<script data-fonts>${fontLoader}</script>`,
    `<title>${escapeHtml(page.title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    ...blogLanguages.map(
      (language) => `<link rel="alternate" hreflang="${blogTexts[language].hreflang}" href="${escapeHtml(absolute(page.paths[language]))}">`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(absolute(page.paths.en))}">`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(texts.blogTitle)}" href="${escapeHtml(absolute(blogPaths.feed(page.language)))}">`,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<meta property="og:type" content="${page.ogType}">`,
    `<meta property="og:site_name" content="Talkreel">`,
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:locale" content="${texts.ogLocale}">`,
    `<meta property="og:locale:alternate" content="${blogTexts[otherLanguage].ogLocale}">`,
    ...(page.image
      ? [
          `<meta property="og:image" content="${escapeHtml(absolute(page.image.path))}">`,
          `<meta property="og:image:width" content="${page.image.widthPx}">`,
          `<meta property="og:image:height" content="${page.image.heightPx}">`,
          `<meta property="og:image:alt" content="${escapeHtml(page.image.alt)}">`,
        ]
      : []),
    `<meta name="twitter:card" content="${page.image ? 'summary_large_image' : 'summary'}">`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}">`,
    ...(page.image ? [`<meta name="twitter:image" content="${escapeHtml(absolute(page.image.path))}">`] : []),
    ...page.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
    renderFontLinks(page.language),
  ];
  const other = { language: otherLanguage, path: page.paths[otherLanguage] };
  const header = renderSiteHeader({ language: page.language, currentPath: page.paths[page.language], section: page.section ?? 'blog', otherLanguage: other });
  const toolLinks = texts.features.map((feature) => `<a href="${feature.path}">${escapeHtml(feature.label)}</a>`).join('');
  const footer = `<footer class="site-footer"><div class="wrap"><span>© Talkreel</span><nav aria-label="Footer"><a href="${blogPaths.home(page.language)}">${escapeHtml(texts.blog)}</a>${toolLinks}<a href="${blogPaths.feed(page.language)}">${escapeHtml(texts.rssFeed)}</a>${renderLanguageSwitch('lang', other)}</nav></div></footer>`;
  const body = `${header}<main>${page.main}</main>${footer}`;
  const bodyScript = [siteMenuScript, page.inlineScript ?? ''].filter(Boolean).join('\n');
  const styles = purgeUnusedCss(`${blogStyles}${page.extraStyles ?? ''}`, { html: body, scripts: [fontLoader, bodyScript] });
  return `<!DOCTYPE html><html lang="${texts.htmlLang}"><head>${head.join('')}<style>${styles}</style></head><body>${body}<script>${bodyScript}</script></body></html>`;
}

/** schema.org BreadcrumbList from [name, path] pairs, root first. */
export function breadcrumbJsonLd(origin: string, items: [name: string, path: string][]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${origin}${path}` })),
  };
}

/** The visible breadcrumb that matches breadcrumbJsonLd; the last item is the current page. */
export function renderBreadcrumb(language: BlogLanguage, items: [name: string, path: string][]): string {
  const entries = items.map(([name, path], index) =>
    index === items.length - 1 ? `<li aria-current="page">${escapeHtml(name)}</li>` : `<li><a href="${escapeHtml(path)}">${escapeHtml(name)}</a></li>`,
  );
  return `<nav class="breadcrumb" aria-label="${escapeHtml(blogTexts[language].breadcrumb)}"><ol>${entries.join('')}</ol></nav>`;
}
