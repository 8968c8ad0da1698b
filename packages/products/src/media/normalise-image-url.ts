/** Query parameters that ask an image server for a smaller copy; without them it sends the original. */
const sizeParameters = new Set(['width', 'height', 'w', 'h', 'sw', 'sh', 'sm', 'wid', 'hei', 'imwidth', 'imheight', 'maxwidth', 'maxheight', 'crop']);

/** `name_100x100.jpg`, `name_x600@2x.jpg`, `name_grande.jpg`: Shopify's resized copies of `name.jpg`. */
const shopifySizeSuffix = /_(?:\d+x\d*|x\d+|pico|icon|thumb|small|compact|medium|large|grande|original|master)(?:_crop_[a-z]+)?(?:@\d+x)?(?=\.[a-z0-9]+$)/iu;
/** `71mo6NjnxaL._AC_SX522_.jpg`: Amazon's processing directives; without them the original is served. */
const amazonDirectives = /\._[^/]*_(?=\.[a-z0-9]+$)/iu;
/** `il_570xN.2446305498_opq0.jpg` → `il_fullxfull.…`: Etsy's size names. */
const etsySize = /\/il_(?:\d+x[\dN]+|\d+xN)\./u;
/** `photo-300x300.jpg`: a WordPress/WooCommerce thumbnail of `photo.jpg`. */
const wordPressSize = /-\d{2,4}x\d{2,4}(?=\.[a-z0-9]+$)/iu;

/** An image address as the page gave it, and the address of its largest variant. */
export interface NormalisedImageUrl {
  url: string;
  /** Compares two addresses of the same picture (scheme left out: http and https copies are one). */
  key: string;
  /** The address was rewritten to another variant: sizes measured on the original no longer hold. */
  isRewritten: boolean;
}

/**
 * The largest variant of a product image: Shopify's `_100x100`/`_grande`
 * suffixes and `?width=`, Amazon's `._SX300_` directives, Etsy's `il_570xN`,
 * WordPress's `-300x300` and generic size parameters (`?w=`, `?sw=`) are
 * removed, so that thumbnails and zoom images of one picture become one.
 */
export function normaliseImageUrl(address: string): NormalisedImageUrl {
  const url = new URL(address);
  const host = url.hostname.toLowerCase();
  let path = url.pathname;
  if (host.endsWith('cdn.shopify.com') || path.includes('/cdn/shop/') || path.includes('/s/files/')) path = path.replace(shopifySizeSuffix, '');
  if (/(?:media|images)-amazon\.com$/u.test(host)) path = path.replace(amazonDirectives, '');
  if (host.endsWith('etsystatic.com')) path = path.replace(etsySize, '/il_fullxfull.');
  if (path.includes('/wp-content/uploads/')) path = path.replace(wordPressSize, '');
  url.pathname = path;
  for (const name of [...url.searchParams.keys()]) {
    if (sizeParameters.has(name.toLowerCase())) url.searchParams.delete(name);
  }
  url.hash = '';
  const normalised = url.href;
  return { url: normalised, key: normalised.replace(/^https?:/u, ''), isRewritten: normalised !== new URL(address).href };
}
