import { resolvePageUrl, type ProductPage } from '../page/parse-product-page.ts';
import { readAttribute, readSelectedAttribute } from '../page/read-attribute.ts';
import { normaliseWhitespace } from '../page/to-plain-text.ts';
import { parsePrice } from '../price/parse-price.ts';
import { createProductFacts, type ProductFacts, type ProductImage } from '../product-facts.ts';

/** An Etsy listing page: the page, its canonical link or its `og:url` is on etsy.com. */
export function isEtsyListingPage(page: ProductPage): boolean {
  const { document } = page;
  const addresses = [
    page.url,
    readSelectedAttribute(document, 'link[rel="canonical"]', 'href'),
    readSelectedAttribute(document, 'meta[property="og:url"]', 'content'),
  ];
  return addresses.some((address) => {
    const url = resolvePageUrl(address, page.url);
    return url !== undefined && /(^|\.)etsy\.com$/iu.test(new URL(url).hostname) && /\/listing\//u.test(new URL(url).pathname);
  });
}

/**
 * Etsy's page rules: the listing title and description blocks, the shop name
 * as the brand, the carousel's full-size pictures, and the listing's own
 * price. Etsy shows a visitor prices converted into the visitor's currency
 * (`<body data-currency>`, the buy box, the JSON-LD offer); the listing's
 * price in the shop's currency is `product:price:amount`/`:currency`. When
 * the two currencies differ, the listing's price is the one the seller set,
 * so this rule's price is marked preferred over the JSON-LD conversion.
 */
export function extractEtsyProduct(page: ProductPage): ProductFacts | undefined {
  if (!isEtsyListingPage(page)) return undefined;
  const { document } = page;
  const meta = (property: string): string | null => readSelectedAttribute(document, `meta[property="${property}"]`, 'content');
  const visitorCurrency = readSelectedAttribute(document, 'body', 'data-currency')?.toUpperCase();
  const listingCurrency = meta('product:price:currency')?.trim().toUpperCase();
  const listing = parsePrice(meta('product:price:amount'), { currencyHint: listingCurrency ?? null });
  const shown = parsePrice(textOf(document.querySelector('[data-buy-box-region="price"] p')), { currencyHint: visitorCurrency ?? null });
  const price = listing.amount !== null && listing.amount > 0 ? listing : shown.amount !== null && shown.amount > 0 ? shown : undefined;
  const shopName = textOf(document.querySelector('#listing-page-cart a[href*="/shop/"]'));
  return createProductFacts('etsy', {
    title: textOf(document.querySelector('h1[data-buy-box-listing-title], h1[data-listing-page-title-component]')),
    description: normaliseWhitespace(document.querySelector('[data-product-details-description-text-content]')?.textContent ?? ''),
    brand: shopName,
    ...(price?.amount ? { price: price.amount, ...(price.currency ? { currency: price.currency } : {}) } : {}),
    isPreferredPrice: price === listing && listing.currency !== null && visitorCurrency !== undefined && visitorCurrency !== listing.currency,
    images: readCarouselImages(document, page.baseUrl),
    isProduct: true,
  });
}

function textOf(element: Element | null): string {
  return normaliseWhitespace(element?.textContent ?? '').replace(/\s+/gu, ' ');
}

function readCarouselImages(document: Document, baseUrl: string): ProductImage[] {
  return Array.from(document.querySelectorAll('img[data-src-zoom-image]')).flatMap((image): ProductImage[] => {
    const url = resolvePageUrl(readAttribute(image, 'data-src-zoom-image'), baseUrl);
    return url ? [{ url }] : [];
  });
}
