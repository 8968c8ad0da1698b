import type { FastifyRequest } from 'fastify';

/** A DNS name's label: letters, digits and inner hyphens, at most 63 characters. */
const label = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
/** `example.org`, `localhost`, `192.168.1.5`, `[::1]`, each with an optional `:port`: nothing else can reach a page. */
const hostPattern = new RegExp(`^(?:${label}(?:\\.${label})*|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, 'u');
const maxHostChars = 253 + ':65535'.length;

/**
 * `http://example.org:8080`: the origin this request was sent to, or
 * undefined when its host is not a plain host[:port]. A page's canonical,
 * hreflang, feed and sitemap addresses are built from it, so a hostile Host
 * header (quotes, spaces, slashes, `@`) must never reach them. Fastify's
 * `request.host` and `request.protocol` read X-Forwarded-Host and
 * X-Forwarded-Proto only from a proxy the server trusts (TRUST_PROXY), and
 * the Host header otherwise.
 */
export function readRequestOrigin(request: Pick<FastifyRequest, 'host' | 'protocol'>): string | undefined {
  const protocol = request.protocol;
  if (protocol !== 'http' && protocol !== 'https') return undefined;
  const host = request.host.toLowerCase();
  if (host.length > maxHostChars) return undefined;
  if (!hostPattern.test(host)) return undefined;
  // The pattern keeps out anything but a host; URL checks the rest (port range, IPv6 form) and drops a default port.
  try {
    return new URL(`${protocol}://${host}`).origin;
  } catch {
    return undefined;
  }
}
