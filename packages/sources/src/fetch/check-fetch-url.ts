import { isIP } from 'node:net';
import { SourceError } from './fetch-types.ts';

const invalidUrlMessage = 'Please enter a valid web address starting with http:// or https://.';
export const privateAddressMessage = 'This address points to a private network and cannot be fetched.';

/**
 * Top-level names that never lead to the public internet: reserved ones
 * (RFC 6761, RFC 8375, ICANN's `.internal`, home of metadata.google.internal)
 * and those RFC 6762 lists as in common private use.
 */
const privateTopLevelNames = new Set(['localhost', 'local', 'internal', 'intranet', 'private', 'corp', 'home', 'lan', 'localdomain', 'arpa']);

/**
 * A user-given address as the WHATWG URL parser reads it (the parser every
 * browser uses, so `0x7f.1`, `2130706433` and `0177.0.0.1` arrive here already
 * as `127.0.0.1`), checked for what can be decided before DNS: http or https,
 * no user name or password (they are how parser-confusion payloads such as
 * `http://1.1.1.1 &@2.2.2.2` hide the real host), and no name that only a
 * private network resolves: single labels (`localhost`, `metadata`,
 * `ip6-localhost`) and private top-level names. IP literals are judged by the
 * fetcher with the other addresses. `allowPrivateNames` lets private names
 * through (a fetcher that allows private networks).
 */
export function parseFetchUrl(input: string, base?: URL, rules: { allowPrivateNames?: boolean } = {}): URL {
  let url: URL;
  try {
    url = new URL(input.trim(), base);
  } catch {
    throw new SourceError('invalid_url', invalidUrlMessage);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SourceError('invalid_url', invalidUrlMessage);
  if (url.username || url.password) throw new SourceError('invalid_url', 'Links with a user name or password cannot be fetched.');
  if (!rules.allowPrivateNames && !isIP(getBareHostname(url)) && isPrivateHostname(url.hostname))
    throw new SourceError('blocked_address', privateAddressMessage);
  return url;
}

/** The host to connect to: IPv6 literals without their brackets, names without a trailing dot. */
export function getBareHostname(url: URL): string {
  const { hostname } = url;
  if (hostname.startsWith('[')) return hostname.slice(1, -1);
  return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
}

/** The port the connection goes to, with the scheme's default filled in. */
export function getPort(url: URL): number {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

function isPrivateHostname(hostname: string): boolean {
  const labels = hostname.toLowerCase().replace(/\.$/u, '').split('.');
  return labels.length < 2 || privateTopLevelNames.has(labels.at(-1) ?? '');
}
