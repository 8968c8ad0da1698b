import { resolvePageUrl, type ProductPage } from '../page/parse-product-page.ts';
import { readAttribute } from '../page/read-attribute.ts';
import { normaliseWhitespace } from '../page/to-plain-text.ts';
import { parsePrice } from '../price/parse-price.ts';
import { createProductFacts, type ProductFacts, type ProductImage } from '../product-facts.ts';

/** Where Amazon's product pages show the price a buyer pays, most specific first (layouts of several years). */
const priceSelectors = [
  '#corePrice_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#corePriceDisplay_desktop_feature_div .a-price:not(.a-text-price) .a-offscreen',
  '#apex_desktop .a-price:not(.a-text-price) .a-offscreen',
  '#priceblock_dealprice',
  '#priceblock_saleprice',
  '#priceblock_ourprice',
  '#price_inside_buybox',
  '#newBuyBoxPrice',
  '#kindle-price',
  '#price .a-offscreen',
];
/** The struck-through list price beside it. */
const regularPriceSelectors = [
  '#corePriceDisplay_desktop_feature_div .a-text-price .a-offscreen',
  '.basisPrice .a-offscreen',
  '#listPrice',
  '.priceBlockStrikePriceString',
];

/** The currency of each Amazon marketplace, for the `$`, `kr` and `¥` its prices are written with. */
const marketplaceCurrencies: Readonly<Record<string, string>> = {
  com: 'USD',
  ca: 'CAD',
  'com.mx': 'MXN',
  'com.br': 'BRL',
  'co.uk': 'GBP',
  de: 'EUR',
  fr: 'EUR',
  it: 'EUR',
  es: 'EUR',
  nl: 'EUR',
  be: 'EUR',
  ie: 'EUR',
  se: 'SEK',
  pl: 'PLN',
  'com.tr': 'TRY',
  ae: 'AED',
  sa: 'SAR',
  eg: 'EGP',
  in: 'INR',
  sg: 'SGD',
  'com.au': 'AUD',
  'co.jp': 'JPY',
  cn: 'CNY',
};

/** An Amazon product page: its title block and main image are there whatever the marketplace. */
export function isAmazonProductPage(page: ProductPage): boolean {
  const { document } = page;
  return (
    document.querySelector('#productTitle') !== null &&
    (document.querySelector('#landingImage, #imgTagWrapperId, #imgBlkFront') !== null || isAmazonHost(page.url))
  );
}

function isAmazonHost(url: string): boolean {
  return /(^|\.)amazon\.[a-z.]+$/iu.test(new URL(url).hostname);
}

/**
 * Amazon's page rules: `#productTitle`, the buy-box price (the `a-offscreen`
 * text of the price block, or the older `#priceblock_*`), the main image's
 * largest variant (`data-old-hires`, else the biggest entry of
 * `data-a-dynamic-image`) and the thumbnails of `#altImages`, the feature
 * bullets and the description, the byline's brand and the breadcrumb's last
 * category. Undefined on other pages.
 */
export function extractAmazonProduct(page: ProductPage): ProductFacts | undefined {
  if (!isAmazonProductPage(page)) return undefined;
  const { document } = page;
  const currencyHint = readMarketplaceCurrency(page.url);
  const readPrice = (selectors: readonly string[]): { amount: number; currency: string | null } | undefined => {
    for (const selector of selectors) {
      const parsed = parsePrice(textOf(document.querySelector(selector)), { currencyHint });
      if (parsed.amount !== null && parsed.amount > 0) return { amount: parsed.amount, currency: parsed.currency };
    }
    return undefined;
  };
  const price = readPrice(priceSelectors);
  const regular = readPrice(regularPriceSelectors);
  const bullets = Array.from(document.querySelectorAll('#feature-bullets li:not(#replacementPartsFitmentBullet) .a-list-item')).map(textOf).filter(Boolean);
  const description = [...bullets, textOf(document.querySelector('#productDescription'))].filter(Boolean).join('\n');
  const categories = Array.from(document.querySelectorAll('#wayfinding-breadcrumbs_feature_div li a')).map(textOf).filter(Boolean);
  return createProductFacts('amazon', {
    title: textOf(document.querySelector('#productTitle')),
    description,
    brand: readBrand(textOf(document.querySelector('#bylineInfo'))),
    category: categories.at(-1) ?? '',
    ...(price ? { price: price.amount, ...(price.currency ? { currency: price.currency } : {}) } : {}),
    ...(price && regular && regular.amount > price.amount ? { regularPrice: regular.amount } : {}),
    images: [...readMainImage(document, page.baseUrl), ...readThumbnails(document, page.baseUrl)],
    isProduct: true,
  });
}

function textOf(element: Element | null): string {
  return normaliseWhitespace(element?.textContent ?? '');
}

function readMarketplaceCurrency(url: string): string | null {
  const suffix = /(?:^|\.)amazon\.([a-z.]+)$/iu.exec(new URL(url).hostname)?.[1]?.toLowerCase();
  return (suffix && marketplaceCurrencies[suffix]) || null;
}

/** `Visit the ChangM Store` and `Brand: ChangM` → `ChangM`. */
function readBrand(byline: string): string {
  return byline
    .replace(/^(?:visit the|brand:|marca:|marque\s*:|marke:)\s*/iu, '')
    .replace(/\s+store$/iu, '')
    .trim();
}

function readMainImage(document: Document, baseUrl: string): ProductImage[] {
  const image = document.querySelector('#landingImage, #imgBlkFront');
  if (!image) return [];
  const hiRes = resolvePageUrl(readAttribute(image, 'data-old-hires'), baseUrl);
  if (hiRes) return [{ url: hiRes }];
  const variants = parseDynamicImage(readAttribute(image, 'data-a-dynamic-image'), baseUrl);
  const largest = variants.sort((first, second) => (second.width ?? 0) * (second.height ?? 0) - (first.width ?? 0) * (first.height ?? 0))[0];
  const source = resolvePageUrl(readAttribute(image, 'src'), baseUrl);
  return largest ? [largest] : source ? [{ url: source }] : [];
}

/** `{"https://…_SX522_.jpg": [522, 522], …}`: every variant with its size. */
function parseDynamicImage(attribute: string | null, baseUrl: string): ProductImage[] {
  if (!attribute) return [];
  try {
    const variants = JSON.parse(attribute) as Record<string, unknown>;
    return Object.entries(variants).flatMap(([href, size]): ProductImage[] => {
      const url = resolvePageUrl(href, baseUrl);
      if (!url) return [];
      const [width, height] = Array.isArray(size) ? size : [];
      return [{ url, ...(typeof width === 'number' ? { width } : {}), ...(typeof height === 'number' ? { height } : {}) }];
    });
  } catch {
    return [];
  }
}

/** The other product pictures, as thumbnails whose size suffix the merge removes; video thumbnails are left out. */
function readThumbnails(document: Document, baseUrl: string): ProductImage[] {
  return Array.from(document.querySelectorAll('#altImages li.imageThumbnail img, #altImages li.item img')).flatMap((image): ProductImage[] => {
    const url = resolvePageUrl(readAttribute(image, 'src'), baseUrl);
    return url && !/play-button|video/iu.test(url) ? [{ url }] : [];
  });
}
