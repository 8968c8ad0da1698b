import { z } from 'zod';
import type { RouteContract } from './route-contract.ts';

/**
 * What an API key may do. `read`: every GET (and the few POSTs that only
 * read); `videos`: make and change projects, renders, uploads, looks and
 * avatars; `voices`: change My Voices; `admin`: the account, its keys and its
 * webhooks, and every other scope with them.
 */
export const ApiKeyScopeSchema = z.enum(['read', 'videos', 'voices', 'admin']);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;

export const apiKeyScopes = ApiKeyScopeSchema.options;

/** Tags whose calls belong to a person's session: signing in and out, the operator's grant, development helpers. */
const sessionOnlyTags = new Set(['auth', 'operator', 'dev']);

/** Tags that hold the account itself: its keys, webhooks, profile and credits. */
const adminTags = new Set(['developer', 'user', 'credits']);

/** Tags whose writes make or change videos and what goes into them. */
const videoTags = new Set(['projects', 'podcast', 'topic', 'batch', 'templates', 'avatars', 'looks', 'files', 'analyze', 'scripts', 'translation']);

/** POSTs that only read (the spec made them POSTs): `method path` → scope. */
const scopeExceptions: Record<string, ApiKeyScope> = {
  'POST /template/list': 'read',
  'POST /aigc/task/status': 'read',
  'POST /project/analyze/random_url': 'read',
  'POST /project/translation/quote': 'read',
};

/**
 * The scope an API key needs for a route, derived from the route table by
 * rule: session-only tags refuse keys (null); the explicit exceptions; the
 * developer area needs `admin` whatever the method (listing webhooks shows
 * their secrets); any other GET needs `read`; writes need `voices`, `admin`
 * or `videos` by tag. A tag no rule names needs `admin`, so a new area is
 * closed to narrower keys until a rule opens it.
 */
export function apiKeyScopeForRoute(route: Pick<RouteContract, 'method' | 'path' | 'tag'>): ApiKeyScope | null {
  if (sessionOnlyTags.has(route.tag)) return null;
  const exception = scopeExceptions[`${route.method} ${route.path}`];
  if (exception) return exception;
  if (route.tag === 'developer') return 'admin';
  if (route.method === 'GET') return 'read';
  if (route.tag === 'voices') return 'voices';
  if (adminTags.has(route.tag)) return 'admin';
  if (videoTags.has(route.tag)) return 'videos';
  return 'admin';
}

/** Whether a key with `granted` scopes may use a route that needs `needed`: `admin` grants every scope. */
export function apiKeyScopesAllow(granted: readonly ApiKeyScope[], needed: ApiKeyScope): boolean {
  return granted.includes(needed) || granted.includes('admin');
}
