import { describe, expect, it } from 'vitest';
import { sampleProductUrls } from './sample-product-urls.ts';

describe('sampleProductUrls', () => {
  it('offers 3 to 6 public https product pages, one platform of each kind the analysis has rules for', () => {
    expect(sampleProductUrls.length).toBeGreaterThanOrEqual(3);
    expect(sampleProductUrls.length).toBeLessThanOrEqual(6);
    for (const { url } of sampleProductUrls) {
      const parsed = new URL(url);
      expect(parsed.protocol, url).toBe('https:');
      expect(parsed.hostname, url).toMatch(/\.[a-z]{2,}$/u);
    }
    expect(new Set(sampleProductUrls.map(({ platform }) => platform))).toEqual(new Set(['shopify', 'woocommerce', 'etsy']));
    expect(new Set(sampleProductUrls.map(({ url }) => url)).size).toBe(sampleProductUrls.length);
  });
});
