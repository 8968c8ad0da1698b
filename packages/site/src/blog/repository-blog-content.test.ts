import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { featurePath, featureSlugs } from '../features/built-in-features.ts';
import { defaultFeaturePageSource } from '../features/feature-page-source.ts';
import { blogPaths } from './blog-paths.ts';
import { blogLanguages } from './blog-languages.ts';
import { defaultBlogContentSource } from './default-blog-content-source.ts';
import { readBlogContent } from './load-blog-content.ts';

/** The blog as it ships: content/blog must validate, in both languages, and be enough for a second page of the list. */
describe('the repository blog (content/blog)', () => {
  it('validates, has at least 14 shown articles in English and in Simplified Chinese, and every article in both', async () => {
    const content = await readBlogContent(defaultBlogContentSource);
    const shown = (language: 'en' | 'zh-cn') =>
      content.articles[language]
        .filter((article) => article.isShow)
        .map((article) => article.url)
        .sort();
    expect(shown('en').length).toBeGreaterThanOrEqual(14);
    expect(shown('zh-cn')).toEqual(shown('en'));
    for (const article of content.articles['zh-cn']) expect(article.title, article.url).toMatch(/\p{Script=Han}/u);
  });

  it('links every article, in both languages, to a feature page of its own language that exists, in the running text', async () => {
    const content = await readBlogContent(defaultBlogContentSource);
    for (const language of blogLanguages) {
      for (const article of content.articles[language]) {
        const linkedSlugs = [...article.html.matchAll(/<a href="([^"]+)">/gu)]
          .map(([, href]) => featureSlugs.find((slug) => featurePath(language, slug) === href))
          .filter((slug) => slug !== undefined);
        expect(linkedSlugs.length, `${article.url}.${language} links no ${featurePath(language, '<slug>')}`).toBeGreaterThan(0);
        for (const slug of linkedSlugs)
          expect(existsSync(path.join(defaultFeaturePageSource.pagesDirectory, `${slug}.${language}.json`)), `${slug}.${language}.json`).toBe(true);
      }
    }
  });

  it('shows a screenshot in the body of every article, in both languages, sized, described in its language and served', async () => {
    const content = await readBlogContent(defaultBlogContentSource);
    for (const language of blogLanguages) {
      for (const article of content.articles[language]) {
        const pictures = [...article.html.matchAll(/<figure class="picture"><img src="([^"]+)" width="\d+" height="\d+" alt="([^"]+)" loading="lazy"/gu)];
        expect(pictures.length, `${article.url}.${language} shows no picture`).toBeGreaterThan(0);
        for (const [, src = '', alt = ''] of pictures) {
          const file = src.replace(blogPaths.cover(''), '');
          expect(src).toBe(blogPaths.cover(file));
          expect(existsSync(path.join(defaultBlogContentSource.screenshotsDirectory, file)), file).toBe(true);
          expect(content.coverPaths.has(file), `${file} is served`).toBe(true);
          expect(file, `${article.url}: the body shows another picture than the cover`).not.toBe(article.cover.file);
          if (language === 'zh-cn') expect(alt, `${article.url}: alt in Chinese`).toMatch(/\p{Script=Han}/u);
          else expect(alt, `${article.url}: alt in English`).toMatch(/^[\x20-\x7E]+$/u);
        }
      }
    }
  });
});
