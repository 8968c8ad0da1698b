import type { FastifyInstance } from 'fastify';
import { featurePath, featureSlugs } from '@talkreel/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFeatureTestApp, featureTestOrigin } from './build-feature-test-app.ts';

const linksIn = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/gu)].map((match) => match[1] ?? '');
const between = (html: string, start: string, end: string) => {
  const from = html.indexOf(start);
  expect(from, start).toBeGreaterThanOrEqual(0);
  return html.slice(from, html.indexOf(end, from) + end.length);
};

describe('the site header’s feature menus and an article’s related features', () => {
  let app: FastifyInstance;
  let pagePaths: string[];
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    app = await buildFeatureTestApp();
    // Every page of the site: the sitemap lists them all (feature pages, blog listings, articles, categories, authors).
    const sitemap = (await get('/sitemap.xml')).body;
    pagePaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/gu)].map((match) => (match[1] ?? '').slice(featureTestOrigin.length));
  });
  afterAll(() => app.close());

  it('links every feature page from the desktop menu and the phone menu of every page, marking the current one', async () => {
    expect(pagePaths.length).toBeGreaterThan(2 * (featureSlugs.length + 16));
    for (const path of pagePaths) {
      const html = (await get(path)).body;
      const language = path.startsWith('/zh-cn/') ? 'zh-cn' : 'en';
      const featurePaths = featureSlugs.map((slug) => featurePath(language, slug));
      const header = between(html, '<header class="site-header">', '</header>');
      const desktopMenu = between(header, '<details class="menu features-menu">', '</details>');
      const phoneMenu = between(header, '<details class="menu phone-menu">', '</details>');
      expect(linksIn(desktopMenu), path).toEqual(featurePaths);
      expect(linksIn(phoneMenu).slice(0, featureSlugs.length), path).toEqual(featurePaths);
      // Accessible names: the summary's own text, and the phone button's hidden label.
      expect(desktopMenu, path).toMatch(/<summary>(?:Features|功能)<span class="caret" aria-hidden="true"><\/span><\/summary>/u);
      expect(phoneMenu, path).toMatch(
        /<summary class="menu-button"><span class="menu-icon" aria-hidden="true"><\/span><span class="visually-hidden">(?:Menu|菜单)<\/span><\/summary>/u,
      );
      const current = [...header.matchAll(/<a href="([^"]*)" aria-current="page">/gu)].map((match) => match[1]);
      const isFeaturePage = path.includes('/features/');
      // Twice: once in each menu; a blog page marks Blog instead.
      expect(current, path).toEqual(
        isFeaturePage ? [path, path] : [`${language === 'en' ? '' : '/zh-cn'}/blog/`, `${language === 'en' ? '' : '/zh-cn'}/blog/`],
      );
    }
  });

  it('ends every article with three related feature pages, the same in both languages', async () => {
    const articlePaths = pagePaths.filter((path) => /^\/blog\/(?!categories\/|author\/)[a-z0-9-]+\/$/u.test(path));
    expect(articlePaths.length).toBeGreaterThanOrEqual(16);
    const relatedOf = async (path: string) => {
      const html = (await get(path)).body;
      const section = between(html, '<section class="related-features"', '</section>');
      expect(html.indexOf(section), path).toBeGreaterThan(html.indexOf('</article>'));
      return linksIn(section);
    };
    const bySlugs = new Map<string, string[]>();
    for (const path of articlePaths) {
      const english = await relatedOf(path);
      expect(english, path).toHaveLength(3);
      expect(new Set(english).size, path).toBe(3);
      expect(
        english.every((link) => /^\/features\/[a-z-]+\/$/u.test(link)),
        path,
      ).toBe(true);
      expect(await relatedOf(`/zh-cn${path}`)).toEqual(english.map((link) => `/zh-cn${link}`));
      bySlugs.set(path, english);
    }
    // Picked by what the article is about.
    expect(bySlugs.get('/blog/how-to-make-a-talking-photo/')?.[0]).toBe('/features/talking-photo/');
    expect(bySlugs.get('/blog/create-your-own-voice/')?.[0]).toBe('/features/ai-voice-cloning/');
    expect(bySlugs.get('/blog/podcast-from-a-youtube-video/')).toEqual(expect.arrayContaining(['/features/ai-podcast-generator/', '/features/url-to-video/']));
    expect(bySlugs.get('/blog/avatar-gallery-and-long-talking-avatar-videos/')?.[0]).toBe('/features/avatar-library/');
  });
});
