import { describe, expect, it } from 'vitest';
import { findBlogFontFile, readInterLoadingScript, renderFontHead } from './blog-fonts.ts';

const fontUrls = (css: string) => [...css.matchAll(/url\((\/blog\/fonts\/[^)]+)\)/gu)].map((match) => match[1] ?? '');

describe('renderFontHead', () => {
  it('inlines only the Chinese subsets the English page’s language switch needs, and none of Inter', () => {
    const { styles, links } = renderFontHead('en', '简体中文');
    expect(links).toBe('');
    const urls = fontUrls(styles);
    expect(urls.filter((url) => url.startsWith('/blog/fonts/inter-'))).toEqual([]);
    // 简 (U+7B80), 体 and 文, 中: three of Noto Sans SC's 101 ranges.
    expect(urls.sort()).toEqual([
      '/blog/fonts/noto-sans-sc-117-400-normal.woff2',
      '/blog/fonts/noto-sans-sc-118-400-normal.woff2',
      '/blog/fonts/noto-sans-sc-119-400-normal.woff2',
    ]);
    expect(urls.every((url) => findBlogFontFile(url.slice('/blog/fonts/'.length)) !== undefined)).toBe(true);
    expect(styles).not.toContain('swap');
    expect(styles).not.toMatch(/\/\*|\n/u);
  });

  it('links the full stylesheet on Chinese pages without blocking the first paint', () => {
    const { styles, links } = renderFontHead('zh-cn', 'English');
    expect(styles).toBe('');
    expect(links).toBe(
      `<link rel="stylesheet" href="/blog/fonts.css" media="print" onload="this.media='all'"><noscript><link rel="stylesheet" href="/blog/fonts.css"></noscript>`,
    );
  });
});

describe('readInterLoadingScript', () => {
  it('names Inter’s three Latin faces, which the server has, as optional faces of the Latin range', () => {
    const script = readInterLoadingScript();
    expect(script.length).toBeLessThan(1000);
    expect(script).toContain("'url(/blog/fonts/inter-latin-'+w+'-normal.woff2) format(\"woff2\")'");
    for (const weight of [400, 600, 700]) expect(findBlogFontFile(`inter-latin-${weight}-normal.woff2`)).toBeDefined();
    expect(script).toContain("display:'optional',unicodeRange:'U+0000-00FF,U+0131,");
    expect(script).toContain("d.documentElement.classList.add('inter')");
    expect(() => new Function(script)).not.toThrow();
  });
});
