import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { readRequestOrigin } from './read-request-origin.ts';

/**
 * Where the public site is, for its absolute addresses (canonical, hreflang,
 * Open Graph, RSS, sitemap, robots.txt): a fixed origin, or one read from
 * each request.
 */
export type SiteOrigin = string | { fromRequest: true; fallbackOrigin: string };

/**
 * PUBLIC_URL's origin when it is set. Without it, every address would say
 * `http://localhost:PORT` to search engines and link previews; each page
 * takes its request's own host instead (when it is a plain host[:port]), and
 * a line in the log says so at start.
 */
export function createSiteOrigin(config: { PUBLIC_URL?: string | undefined; PORT: number }, log: Pick<FastifyBaseLogger, 'warn'>): SiteOrigin {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const fallbackOrigin = `http://localhost:${config.PORT}`;
  log.warn(
    { fallbackOrigin },
    'PUBLIC_URL is not set: the public site’s canonical, hreflang, sitemap, RSS and Open Graph addresses use each request’s host (the Host header, or X-Forwarded-Host from a trusted proxy); set PUBLIC_URL to the address visitors use',
  );
  return { fromRequest: true, fallbackOrigin };
}

/**
 * The origin for this request's page. One read from the request makes the
 * page depend on the forwarded headers a trusted proxy sets, so the reply
 * says so to caches (the Host header is part of every cache key already).
 */
export function resolveSiteOrigin(siteOrigin: SiteOrigin, request: FastifyRequest, reply: FastifyReply): string {
  if (typeof siteOrigin === 'string') return siteOrigin;
  reply.header('vary', 'X-Forwarded-Host, X-Forwarded-Proto');
  return readRequestOrigin(request) ?? siteOrigin.fallbackOrigin;
}
