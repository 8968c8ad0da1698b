import { resolvePageUrl, type ProductPage } from '../page/parse-product-page.ts';
import { readSelectedAttribute } from '../page/read-attribute.ts';

/** Traces every Shopify storefront leaves in its HTML, whatever its domain. */
const shopifyStorePattern = /cdn\.shopify\.com|\/cdn\/shop\/|\bShopify\.shop\s*=|\bShopifyAnalytics\b|shopify-digital-wallet/u;
/** `/products/{handle}`, under a market prefix (`/en-gb`) or a collection (`/collections/lamps`). */
const productPathPattern = /^((?:\/[a-z]{2}(?:-[a-z]{2})?)?)(?:\/collections\/[^/]+)?\/products\/([^/?#]+?)(?:\.(?:js|json|html))?\/?$/iu;

/**
 * The address of a Shopify store's product JSON (`/products/{handle}.js`)
 * for this page, when the page is a Shopify product page: the handle from
 * the page's path, else from its canonical link or `og:url`.
 */
export function findShopifyProductJsonUrl(page: ProductPage): string | undefined {
  if (!shopifyStorePattern.test(page.html)) return undefined;
  const addresses = [
    page.url,
    readSelectedAttribute(page.document, 'link[rel="canonical"]', 'href'),
    readSelectedAttribute(page.document, 'meta[property="og:url"]', 'content'),
  ];
  for (const address of addresses) {
    const resolved = resolvePageUrl(address, page.url);
    if (!resolved) continue;
    const match = productPathPattern.exec(new URL(resolved).pathname);
    if (match?.[2]) return new URL(`${match[1] ?? ''}/products/${match[2]}.js`, page.url).href;
  }
  return undefined;
}

/** The store's active currency as its theme scripts declare it (`Shopify.currency`, `ShopifyAnalytics.meta.currency`). */
export function findShopifyCurrency(page: ProductPage): string | undefined {
  const declared =
    /Shopify\.currency\s*=\s*\{[^}]*?"active"\s*:\s*"([A-Za-z]{3})"/u.exec(page.html)?.[1] ??
    /ShopifyAnalytics\.meta\.currency\s*=\s*['"]([A-Za-z]{3})['"]/u.exec(page.html)?.[1] ??
    readSelectedAttribute(page.document, 'meta[property="og:price:currency"], meta[property="product:price:currency"]', 'content');
  return declared && /^[A-Za-z]{3}$/u.test(declared.trim()) ? declared.trim().toUpperCase() : undefined;
}
