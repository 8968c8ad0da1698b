import type { RouteOptions } from 'fastify';

/**
 * Which methods each registered path answers, so that a known address asked
 * with the wrong method says 405 and lists the right ones instead of 404.
 * Fed by an `onRoute` hook; patterns (`:id`, `*`) become regular expressions.
 */
export class RouteMethodIndex {
  readonly #routes: { pattern: RegExp; methods: string[] }[] = [];

  readonly add = (route: RouteOptions): void => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((method) => method.toUpperCase());
    const source = route.url
      .split(/(:[A-Za-z0-9_]+|\*)/)
      .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
      .join('');
    this.#routes.push({ pattern: new RegExp(`^${source}/?$`), methods });
  };

  /** The methods some route answers at this path (no query), sorted; empty when no route matches. */
  methodsFor(pathname: string): string[] {
    const methods = new Set<string>();
    for (const route of this.#routes) if (route.pattern.test(pathname)) route.methods.forEach((method) => methods.add(method));
    return [...methods].sort();
  }
}
