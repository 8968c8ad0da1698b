import { describe, expect, it } from 'vitest';
import { getWordBagF1, readAllTextNodes, readReadabilityTestPages, readabilityTestPageUrl, toWords } from '../testing/website-test-pages.ts';
import { extractArticle } from './extract-article.ts';

const pages = await readReadabilityTestPages();

describe('extractArticle over mozilla/readability test pages', () => {
  it('finds the exact title and the article text (word-bag F1 ≥ 0.95) on at least 33 of the 39 pages, and the readerable verdict on all', () => {
    const results = pages.map((page) => {
      const article = extractArticle(page.sourceHtml, readabilityTestPageUrl);
      const f1 = getWordBagF1(article.text, readAllTextNodes(page.expectedHtml));
      const isTitleExact = article.title === page.expected.title;
      return { page: page.name, f1, isTitleExact, isReaderableRight: article.readerable === page.expected.readerable, passes: isTitleExact && f1 >= 0.95 };
    });
    const lines = results.map(
      ({ page, f1, isTitleExact, isReaderableRight, passes }) =>
        `${passes ? 'pass' : 'FAIL'}  ${page.padEnd(28)} F1 ${f1.toFixed(3)}  title ${isTitleExact ? 'exact' : 'DIFFERS'}  readerable ${isReaderableRight ? 'right' : 'WRONG'}`,
    );
    const passed = results.filter(({ passes }) => passes).length;
    console.log(`extractArticle on readability-test-pages: ${passed}/${results.length}\n${lines.join('\n')}`);
    expect(results).toHaveLength(39);
    expect(passed).toBeGreaterThanOrEqual(33);
    expect(results.filter(({ isReaderableRight }) => !isReaderableRight).map(({ page }) => page)).toEqual([]);
  });

  it('reads metadata the way Readability does: byline, site name, language', () => {
    for (const name of ['002', 'bbc-1', 'heise']) {
      const page = pages.find((candidate) => candidate.name === name)!;
      const article = extractArticle(page.sourceHtml, readabilityTestPageUrl);
      expect(article.byline, name).toBe(page.expected.byline ?? undefined);
      expect(article.siteName, name).toBe(page.expected.siteName ?? undefined);
      expect(article.lang, name).toBe(page.expected.lang ?? undefined);
    }
  });

  it('keeps the paragraphs of a real page apart: no two words glued where a paragraph ends', () => {
    const page = pages.find((candidate) => candidate.name === 'ars-1')!;
    const { text } = extractArticle(page.sourceHtml, readabilityTestPageUrl);
    const paragraphs = text.split('\n\n');
    expect(paragraphs.length).toBeGreaterThan(10);
    expect(paragraphs.every((paragraph) => paragraph === paragraph.trim() && !paragraph.includes('  '))).toBe(true);
    expect(new Set(toWords(text)).size).toBeGreaterThan(300);
  });
});

describe('extractArticle', () => {
  const paragraph = 'Bread rises because yeast turns sugar into gas, and the gluten network traps that gas in small pockets. ';

  it('returns the text with blank lines between paragraphs and single spaces inside them', () => {
    const html = `<!doctype html><html lang="en-GB"><head><title>How bread rises in a warm kitchen | The Bakery Blog</title></head><body>
      <nav><a href="/">Home</a></nav>
      <article><h1>How bread rises in a warm kitchen</h1>
        <p>${paragraph.repeat(3)}</p>
        <p>Second   paragraph,\n with <em>inline</em> words and<br>a line break. ${paragraph.repeat(2)}</p>
        <ul><li>flour</li><li>water</li></ul>
      </article></body></html>`;
    const article = extractArticle(html, 'https://bakery.example/bread');
    expect(article.text.split('\n\n')).toEqual([
      paragraph.repeat(3).trim(),
      `Second paragraph, with inline words and\na line break. ${paragraph.repeat(2).trim()}`,
      'flour\nwater',
    ]);
    expect(article).toMatchObject({ title: 'How bread rises in a warm kitchen', lang: 'en-GB', readerable: true });
  });

  it('gives an empty text, and the page title, when there is no article', () => {
    const article = extractArticle('<html><head><title>Login</title></head><body><form><input name="user"></form></body></html>', 'https://example.com/');
    expect(article).toMatchObject({ title: 'Login', text: '', readerable: false });
  });
});
