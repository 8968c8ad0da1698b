import { resolvePageUrl, type ProductPage } from '../page/parse-product-page.ts';
import { readAttribute } from '../page/read-attribute.ts';
import { normaliseWhitespace } from '../page/to-plain-text.ts';
import { parsePrice } from '../price/parse-price.ts';
import { createProductFacts, type ProductFacts, type ProductImage, type ProductVideo } from '../product-facts.ts';

/** Open Graph and Facebook product tags as `[name, content]`, in page order, names lower case. */
function readMetaTags(document: Document): [string, string][] {
  return Array.from(document.querySelectorAll('meta')).flatMap((meta): [string, string][] => {
    const name = (readAttribute(meta, 'property') ?? readAttribute(meta, 'name') ?? '').trim().toLowerCase();
    const content = readAttribute(meta, 'content');
    return name && content !== null && content.trim() ? [[name, normaliseWhitespace(content)]] : [];
  });
}

/**
 * What the page's Open Graph tags say: `og:title`, `og:description`,
 * `og:image` (each with the `og:image:width/height` that follow it),
 * `og:video`, and the product price tags (`product:price:amount` /
 * `:currency`, `og:price:*`, a `product:sale_price:*` below it, and
 * `og:price:standard_amount` as the regular price). A title that ends with
 * the page's `og:site_name` loses it. The page counts as a product when
 * `og:type` names one or a price is given.
 */
export function extractOpenGraphProduct(page: ProductPage): ProductFacts {
  const tags = readMetaTags(page.document);
  const first = (...names: string[]): string | undefined => names.map((name) => tags.find(([tag]) => tag === name)?.[1]).find(Boolean);
  const images: ProductImage[] = [];
  const videos: ProductVideo[] = [];
  for (const [name, content] of tags) readMediaTag(name, content, page.baseUrl, images, videos);

  const currencyHint = first('product:price:currency', 'og:price:currency', 'product:sale_price:currency');
  const readAmount = (...names: string[]): number | undefined => {
    const amount = parsePrice(first(...names), { currencyHint: currencyHint ?? null }).amount;
    return amount !== null && amount > 0 ? amount : undefined;
  };
  const listedPrice = readAmount('product:price:amount', 'og:price:amount');
  const salePrice = readAmount('product:sale_price:amount', 'og:sale_price:amount');
  const price = salePrice !== undefined && (listedPrice === undefined || salePrice < listedPrice) ? salePrice : listedPrice;
  const regularPrice = price === salePrice && listedPrice !== undefined && listedPrice !== price ? listedPrice : readAmount('og:price:standard_amount');
  const currency = parsePrice(first('product:price:amount', 'og:price:amount', 'product:sale_price:amount'), { currencyHint: currencyHint ?? null }).currency;
  const type = first('og:type') ?? '';

  const siteName = first('og:site_name');
  const title = first('og:title');
  return createProductFacts('open-graph', {
    ...(title ? { title: removeSiteName(title, siteName) } : {}),
    ...optional('description', first('og:description')),
    ...optional('brand', first('product:brand', 'og:brand')),
    ...optional('category', first('product:category')),
    ...(price === undefined ? {} : { price, ...(currency ? { currency } : {}) }),
    ...(regularPrice !== undefined && price !== undefined && regularPrice > price ? { regularPrice } : {}),
    images,
    videos,
    isProduct: /product/iu.test(type) || price !== undefined,
  });
}

function readMediaTag(name: string, content: string, baseUrl: string, images: ProductImage[], videos: ProductVideo[]): void {
  const lastImage = images.at(-1);
  const lastVideo = videos.at(-1);
  if (name === 'og:image' || name === 'og:image:url') pushUrl(images, content, baseUrl);
  else if (name === 'og:image:secure_url' && lastImage) lastImage.url = resolvePageUrl(content, baseUrl) ?? lastImage.url;
  else if (name === 'og:image:width' && lastImage) setSize(lastImage, 'width', content);
  else if (name === 'og:image:height' && lastImage) setSize(lastImage, 'height', content);
  else if (name === 'og:video' || name === 'og:video:url') pushUrl(videos, content, baseUrl);
  else if (name === 'og:video:secure_url' && lastVideo) lastVideo.url = resolvePageUrl(content, baseUrl) ?? lastVideo.url;
  else if (name === 'og:video:width' && lastVideo) setSize(lastVideo, 'width', content);
  else if (name === 'og:video:height' && lastVideo) setSize(lastVideo, 'height', content);
  else if (name === 'og:video:type' && lastVideo) lastVideo.contentType = content.toLowerCase();
}

function pushUrl(list: { url: string }[], content: string, baseUrl: string): void {
  const url = resolvePageUrl(content, baseUrl);
  if (url) list.push({ url });
}

function setSize(media: { width?: number; height?: number }, dimension: 'width' | 'height', content: string): void {
  const pixels = Number.parseInt(content, 10);
  if (pixels > 0) media[dimension] = pixels;
}

/** `Tully Sconce | Pottery Barn` → `Tully Sconce` when the site is called Pottery Barn. */
function removeSiteName(title: string, siteName: string | undefined): string {
  if (!siteName) return title;
  const suffix = new RegExp(`\\s*[|\\-–—:]\\s*${siteName.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}\\s*$`, 'iu');
  return title.replace(suffix, '').trim() || title;
}

function optional<Key extends string>(key: Key, value: string | undefined): Partial<Record<Key, string>> {
  return value ? ({ [key]: value } as Record<Key, string>) : {};
}
