import { z } from 'zod';
import { resolvePageUrl } from '../page/parse-product-page.ts';
import { toPlainText } from '../page/to-plain-text.ts';
import { createProductFacts, type ProductFacts, type ProductImage, type ProductVideo } from '../product-facts.ts';

const ShopifyMediaSchema = z.object({
  media_type: z.string(),
  src: z.string().nullish(),
  width: z.number().nullish(),
  height: z.number().nullish(),
  sources: z
    .array(
      z.object({ url: z.string(), mime_type: z.string().nullish(), format: z.string().nullish(), width: z.number().nullish(), height: z.number().nullish() }),
    )
    .nullish(),
});

/** What a storefront's `/products/{handle}.js` answers; prices are in the currency's hundredths (cents). */
export const ShopifyProductSchema = z.object({
  title: z.string(),
  description: z.string().nullish(),
  vendor: z.string().nullish(),
  type: z.string().nullish(),
  tags: z.union([z.array(z.string()), z.string()]).nullish(),
  price: z.number().nullish(),
  price_min: z.number().nullish(),
  compare_at_price: z.number().nullish(),
  compare_at_price_min: z.number().nullish(),
  images: z.array(z.string()).nullish(),
  media: z.array(ShopifyMediaSchema).nullish(),
});

export type ShopifyProduct = z.infer<typeof ShopifyProductSchema>;

/**
 * The facts of a Shopify product from its storefront JSON: title, the
 * description's text, vendor as brand, product type and tags, the lowest
 * variant price and the compare-at price above it (Shopify counts both in
 * hundredths, for every currency), the media's images with their sizes (else
 * the image list) and its hosted videos (external YouTube/Vimeo media are
 * players, not files, and are left out). `currency` is the store's, read
 * from the page. Undefined when the JSON is not a product.
 */
export function extractShopifyProduct(productJson: unknown, currency: string | undefined, baseUrl: string): ProductFacts | undefined {
  const parsed = ShopifyProductSchema.safeParse(productJson);
  if (!parsed.success) return undefined;
  const product = parsed.data;
  const priceInCents = product.price_min ?? product.price;
  const compareAtInCents = product.compare_at_price_min ?? product.compare_at_price;
  const price = priceInCents && priceInCents > 0 ? priceInCents / 100 : undefined;
  const tags = typeof product.tags === 'string' ? product.tags.split(',') : (product.tags ?? []);
  return createProductFacts('shopify', {
    title: toPlainText(product.title),
    description: toPlainText(product.description ?? ''),
    brand: product.vendor?.trim() ?? '',
    category: product.type?.trim() ?? '',
    keywords: tags.map((tag) => tag.trim()).filter(Boolean),
    ...(price === undefined ? {} : { price, ...(currency ? { currency } : {}) }),
    ...(price !== undefined && compareAtInCents && compareAtInCents / 100 > price ? { regularPrice: compareAtInCents / 100 } : {}),
    images: readImages(product, baseUrl),
    videos: readVideos(product, baseUrl),
    isProduct: true,
  });
}

function readImages(product: ShopifyProduct, baseUrl: string): ProductImage[] {
  const fromMedia = (product.media ?? [])
    .filter((media) => media.media_type === 'image')
    .flatMap((media): ProductImage[] => {
      const url = resolvePageUrl(media.src, baseUrl);
      return url ? [{ url, ...(media.width ? { width: media.width } : {}), ...(media.height ? { height: media.height } : {}) }] : [];
    });
  if (fromMedia.length > 0) return fromMedia;
  return (product.images ?? []).flatMap((source) => {
    const url = resolvePageUrl(source, baseUrl);
    return url ? [{ url }] : [];
  });
}

function readVideos(product: ShopifyProduct, baseUrl: string): ProductVideo[] {
  return (product.media ?? [])
    .filter((media) => media.media_type === 'video')
    .flatMap((media): ProductVideo[] => {
      const sources = [...(media.sources ?? [])].sort(
        (first, second) => Number(second.format === 'mp4') - Number(first.format === 'mp4') || (second.width ?? 0) - (first.width ?? 0),
      );
      const best = sources[0];
      const url = best ? resolvePageUrl(best.url, baseUrl) : undefined;
      if (!best || !url) return [];
      return [
        {
          url,
          ...(best.width ? { width: best.width } : {}),
          ...(best.height ? { height: best.height } : {}),
          ...(best.mime_type ? { contentType: best.mime_type } : {}),
        },
      ];
    });
}
