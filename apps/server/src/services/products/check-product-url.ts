import { productUrlFileExtensions, productUrlMessages } from '@talkreel/contract';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * A product link as the spec's URL field checks it (site §5), then
 * normalised: trimmed, `https://` added when there is no scheme, only http
 * and https. Empty: 请添加网址; no dot, a link to this product itself, or a
 * link to a file (picture, video, audio): 请输入正确的网址.
 */
export function checkProductUrl(raw: string, ownHosts: readonly string[]): string {
  const trimmed = raw.trim();
  if (trimmed === '') throw ApiError.invalidInput(productUrlMessages.empty);
  const invalid = () => ApiError.invalidInput(productUrlMessages.invalid);
  if (!trimmed.includes('.')) throw invalid();
  const lower = trimmed.toLowerCase();
  const withScheme = /^[a-z][a-z0-9+.-]*:/iu.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw invalid();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid();
  if (!url.hostname.includes('.') && !/^\[.*\]$/u.test(url.hostname)) throw invalid();
  if (ownHosts.some((host) => host !== '' && (url.host === host.toLowerCase() || url.hostname === host.toLowerCase()))) throw invalid();
  if (productUrlFileExtensions.some((extension) => lower.endsWith(extension))) throw invalid();
  return url.href;
}
