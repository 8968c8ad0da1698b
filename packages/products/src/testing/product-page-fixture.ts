import { parseProductPage, type ProductPage } from '../page/parse-product-page.ts';

/** A product page from an HTML fragment: `head` and `body` wrapped in a minimal document at `url`. */
export function createProductPageFixture({
  head = '',
  body = '',
  url = 'https://shop.example/products/lamp',
}: {
  head?: string;
  body?: string;
  url?: string;
}): ProductPage {
  return parseProductPage(`<!doctype html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`, url);
}

/** A `<script type="application/ld+json">` block holding `value` (or the text as given). */
export function jsonLdScript(value: unknown): string {
  return `<script type="application/ld+json">${typeof value === 'string' ? value : JSON.stringify(value)}</script>`;
}
