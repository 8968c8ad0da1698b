import { blogLanguages, type BlogLanguage } from '../blog/blog-languages.ts';
import { featurePath, featureSlugs, type FeatureSlug } from '../features/built-in-features.ts';
import { fillPlaceholders } from '../features/compute-site-facts.ts';
import { siteMediaPath } from '../features/feature-page-source.ts';
import type { FeaturePageContent } from '../features/feature-page-schema.ts';
import type { FeaturePages } from '../features/load-feature-pages.ts';
import { omitUnmadeVideos } from '../features/omit-unmade-videos.ts';
import { planBlockSpacing } from '../features/block-spacing.ts';
import { escapeHtml } from './escape-html.ts';
import { featureStyles } from './feature-styles.ts';
import { heroStyles } from './hero-styles.ts';
import { featureTexts } from './feature-texts.ts';
import { buildFeaturePageScript } from './feature-page-script.ts';
import { renderFeatureBlock } from './render-feature-block.ts';
import { breadcrumbJsonLd, renderPageShell } from './render-page-shell.ts';
import { heroScript, renderFeatureHero } from './render-feature-hero.ts';
import { lazyPosterScript } from './render-site-video.ts';
import type { SitemapPage } from './render-sitemap.ts';
import type { SiteTemplateCard } from './site-template-card.ts';

const inEveryLanguage = (pathIn: (language: BlogLanguage) => string) =>
  Object.fromEntries(blogLanguages.map((language) => [language, pathIn(language)])) as Record<BlogLanguage, string>;

/** A page's content in one language with every `{{fact}}` filled in: what the page shows and `GET /cms/pages/{slug}` answers. */
export function getFilledFeaturePage(pages: FeaturePages, slug: FeatureSlug, language: BlogLanguage): FeaturePageContent | undefined {
  const page = pages.pages.get(slug)?.[language];
  return page && fillPlaceholders(page, pages.facts);
}

/** The slugs that have a page, in the spec's order. */
export function listPublishedSlugs(pages: FeaturePages): FeatureSlug[] {
  return featureSlugs.filter((slug) => pages.pages.has(slug));
}

/** The page's inline scripts, each a self-contained statement list, joined into the one `<script>` at the end of the body. */
const joinScripts = (scripts: string[]) => {
  const present = scripts.filter((script) => script.length > 0);
  return present.length > 0 ? { inlineScript: present.join('\n') } : {};
};

export interface FeaturePageOptions {
  /** The catalogue's templates for a template-list-with-content block (at most 12 are shown); none: its site videos stand in. */
  templates?: readonly SiteTemplateCard[];
  /** Site videos this server cannot make (a translation without a translator for its languages here): the items that show them are left out. */
  unmadeVideos?: ReadonlySet<string>;
}

/**
 * A feature page (`/features/{slug}/`, `/zh-cn/features/{slug}/`) as
 * prerendered HTML: the hero, then the blocks in content order; JSON-LD
 * BreadcrumbList, and FAQPage when a faq-list is present. Undefined for a slug
 * without a page.
 */
export function renderFeaturePage(
  pages: FeaturePages,
  slug: FeatureSlug,
  language: BlogLanguage,
  origin: string,
  { templates = [], unmadeVideos = new Set() }: FeaturePageOptions = {},
): string | undefined {
  const filled = getFilledFeaturePage(pages, slug, language);
  if (!filled) return undefined;
  const page = omitUnmadeVideos(filled, unmadeVideos);
  const publishedSlugs = new Set(listPublishedSlugs(pages));
  const featureCovers = new Map(
    [...publishedSlugs].flatMap((published) => {
      const media = pages.pages.get(published)?.[language].hero.media;
      return media ? [[featurePath(language, published), media.kind === 'module' ? media.image : media.cover] as const] : [];
    }),
  );
  // Backgrounds and gaps depend on the neighbouring blocks (README: spacing rules).
  const spacing = planBlockSpacing(page.blocks.map((block) => block.kind));
  const blocks = page.blocks
    .map((block, index) =>
      renderFeatureBlock(
        block,
        { language, slug, publishedSlugs, media: pages.media, videos: pages.videos, id: `block-${index + 1}`, featureCovers, templates },
        spacing[index]!,
      ),
    )
    .join('');
  const faqs = page.blocks.flatMap((block) => (block.kind === 'faq-list' ? block.list : []));
  const jsonLd: object[] = [
    breadcrumbJsonLd(origin, [
      [featureTexts[language].home, '/'],
      [page.hero.badge, featurePath(language, slug)],
    ]),
  ];
  if (faqs.length > 0) {
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.title, acceptedAnswer: { '@type': 'Answer', text: faq.content } })),
    });
  }
  const heroImage = page.hero.media.kind === 'module' ? page.hero.media.image : page.hero.media.cover;
  const heroSize = pages.media.get(heroImage.file);
  const main = `${renderFeatureHero(page, slug, language, pages)}${blocks}`;
  return renderPageShell({
    language,
    origin,
    title: page.seo.title,
    description: page.seo.description,
    paths: inEveryLanguage((other) => featurePath(other, slug)),
    ogType: 'website',
    ...(heroSize ? { image: { path: siteMediaPath(heroImage.file), widthPx: heroSize.widthPx, heightPx: heroSize.heightPx, alt: heroImage.alt } } : {}),
    jsonLd,
    main,
    section: 'features',
    extraStyles: `${featureStyles}${heroStyles}`,
    ...joinScripts([heroScript(page, slug), buildFeaturePageScript(page.blocks), main.includes(' data-lazy-poster=') ? lazyPosterScript : '']),
  });
}

/** The 404 page for a feature slug without a page: it links to the pages that exist. */
export function renderFeatureNotFound(pages: FeaturePages, language: BlogLanguage): string {
  const texts = featureTexts[language];
  const links = listPublishedSlugs(pages)
    .map((slug) => `<li><a href="${escapeHtml(featurePath(language, slug))}">${escapeHtml(pages.pages.get(slug)?.[language].hero.badge ?? slug)}</a></li>`)
    .join('');
  return `<!DOCTYPE html><html lang="${language === 'en' ? 'en' : 'zh-CN'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(texts.notFoundTitle)} · Talkreel</title><style>body{font:16px/1.6 Inter,system-ui,sans-serif;max-width:720px;margin:80px auto;padding:0 20px;color:#111827}a{color:#6D5AE6}</style></head><body><h1>${escapeHtml(texts.notFoundTitle)}</h1><p>${escapeHtml(texts.notFoundText)}</p><ul>${links}</ul><p><a href="/">Talkreel</a></p></body></html>`;
}

/** The feature pages for sitemap.xml, in both languages. */
export function listFeatureSitemapPages(pages: FeaturePages): SitemapPage[] {
  return listPublishedSlugs(pages).map((slug) => ({ paths: inEveryLanguage((language) => featurePath(language, slug)) }));
}
