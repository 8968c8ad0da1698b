import { productUrlFileExtensions } from '@talkreel/contract';

/** Which of the spec's two messages the URL field shows (site §5): 'empty' 请添加网址, 'invalid' 请输入正确的网址. */
export type ProductUrlProblem = 'empty' | 'invalid';

/** A scheme written before `//` ('https://', 'HTTP://', 'ftp://'). */
const SCHEME_PATTERN = /^[a-z][a-z\d+.-]*:\/\//iu;
/** A link inside pasted text ('Look at this! https://shop.example/item 20% off'). */
const EMBEDDED_LINK_PATTERN = /https?:\/\/\S+/iu;

/** The part of a link before its query and fragment, lower-cased. */
function pathPartOf(link: string): string {
  return link.toLowerCase().split(/[?#]/u)[0] ?? '';
}

/**
 * The link that is sent (site §5: 'The URL is normalised before sending'):
 * trimmed; a link inside pasted words is taken out of them; `//host` and a
 * bare `host/path` get `https://`; the host is lower-cased by the URL parser.
 * Null when what is left is no http(s) address at all (or one with a user name).
 */
export function normalizeProductUrl(value: string): string | null {
  let link = value.trim();
  if (/\s/u.test(link)) link = EMBEDDED_LINK_PATTERN.exec(link)?.[0] ?? link;
  if (link.startsWith('//')) link = `https:${link}`;
  else if (!SCHEME_PATTERN.test(link)) link = `https://${link}`;
  try {
    const url = new URL(link);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
    // 'mailto:a@b.com' read as https://mailto:a@b.com: a user name is never part of a shop's page address.
    if (url.username !== '' || url.password !== '') return null;
    return url.href;
  } catch {
    return null;
  }
}

/**
 * The URL field's rules (site §5), in the spec's order: empty; no dot;
 * containing the app's own host (a link to Talkreel itself is no product
 * page); ending in a picture, video or sound file (checked on the whole text
 * and on the path before a query, so `photo.jpg?w=800` is a file too). A text
 * that is still no http(s) address once normalised gets the same 'invalid'.
 */
export function productUrlProblemOf(value: string, appHost: string): ProductUrlProblem | null {
  const trimmed = value.trim();
  if (trimmed === '') return 'empty';
  if (!trimmed.includes('.')) return 'invalid';
  const lowerCased = trimmed.toLowerCase();
  if (appHost !== '' && lowerCased.includes(appHost.toLowerCase())) return 'invalid';
  const pathPart = pathPartOf(trimmed);
  if (productUrlFileExtensions.some((extension) => lowerCased.endsWith(extension) || pathPart.endsWith(extension))) return 'invalid';
  return normalizeProductUrl(trimmed) === null ? 'invalid' : null;
}
