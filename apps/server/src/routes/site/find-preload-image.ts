/**
 * The `Link` header that asks the browser to fetch a page's largest picture
 * (its `<img fetchpriority="high">`: the hero screenshot or the article's
 * cover) while it is still reading the head, with the same srcset and sizes
 * so it fetches the copy the `<img>` will use. Undefined when the page has none.
 */
export function findPreloadImageLink(html: string): string | undefined {
  const tag = /<img\b[^>]*\bfetchpriority="high"[^>]*>/u.exec(html)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'u').exec(tag)?.[1]?.replace(/&amp;/gu, '&');
  const src = attribute('src');
  if (!src) return undefined;
  const srcset = attribute('srcset');
  const sizes = attribute('sizes');
  return [
    `<${encodeURI(src)}>`,
    'rel=preload',
    'as=image',
    'fetchpriority=high',
    ...(srcset ? [`imagesrcset="${srcset}"`] : []),
    ...(sizes ? [`imagesizes="${sizes}"`] : []),
  ].join('; ');
}
