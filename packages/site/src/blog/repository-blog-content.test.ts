import { describe, expect, it } from 'vitest';
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
});
