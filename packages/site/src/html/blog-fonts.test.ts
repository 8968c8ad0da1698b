import { describe, expect, it } from 'vitest';
import { findBlogFontFile, readInterLoadingScript, renderFontLinks } from './blog-fonts.ts';

describe('renderFontLinks', () => {
  it('links no font stylesheet on English pages: their one Chinese text, the language switch, uses the device’s face', () => {
    expect(renderFontLinks('en')).toBe('');
  });

  it('links the full stylesheet on Chinese pages without blocking the first paint', () => {
    expect(renderFontLinks('zh-cn')).toBe(
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
