import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resetPasswordRoute } from '@talkreel/contract';
import { looksLikeApiKey, type UserRow } from '@talkreel/platform';
import { SessionCache } from '../services/sessions/session-cache.ts';
import { hashSessionToken } from '../services/sessions/session-token.ts';
import { ApiError } from './api-error.ts';
import type { AppContext } from '../app-context.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The guest or user behind the bearer token; undefined without a valid one. */
    sessionUser: UserRow | undefined;
    /** Accounts besides the caller's that this request changed (`noteAccountChanged`). */
    changedAccountIds: string[] | undefined;
  }
}

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
const resetPasswordUrl = `/api${resetPasswordRoute.path}`;

/**
 * Reads `Authorization: Bearer <token>` on every request, through a
 * few-seconds cache (`SessionCache`): polls ask for the same session many
 * times a minute.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, context: AppContext) => {
  const { sessions } = context.runtime.repositories;
  const cache = new SessionCache();
  app.decorateRequest('sessionUser', undefined);
  app.decorateRequest('changedAccountIds', undefined);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    // `tr_live_…` is an API key: the API key plugin checks it, and it is never looked up as a session.
    if (!match || looksLikeApiKey(match[1]!)) return;
    const tokenHash = hashSessionToken(match[1]!);
    const cached = cache.get(tokenHash);
    if (cached) {
      request.sessionUser = cached;
      return;
    }
    const generation = cache.generation;
    const found = await sessions.findUser(tokenHash);
    if (!found) return;
    cache.set(tokenHash, found.user, found.sessionExpiresAt.getTime(), generation);
    request.sessionUser = found.user;
  });
  // Before the reply leaves, so the caller's next request already sees what this one changed.
  app.addHook('onSend', async (request) => forgetChangedAccounts(request, cache));
});

/**
 * Drops from a cache of accounts (sessions, API keys) what a write request
 * made stale, before its reply leaves. A password reset revokes every session
 * of an account that need not be the caller's; any other write changes at most
 * the caller's own sessions, keys and row (a logout, a revoked key, a render's
 * debit that user info shows), and the accounts it noted (`noteAccountChanged`).
 */
export function forgetChangedAccounts(request: FastifyRequest, cache: { clear(): void; forgetUser(userId: string): void }): void {
  if (readOnlyMethods.has(request.method)) return;
  if (request.routeOptions.url === resetPasswordUrl) cache.clear();
  else if (request.sessionUser) cache.forgetUser(request.sessionUser.id);
  for (const userId of request.changedAccountIds ?? []) cache.forgetUser(userId);
}

/**
 * Notes that this request changed an account that is not the caller's (a
 * Stripe event granting its credits): that account's cached sessions are
 * dropped before the reply leaves, so its next request sees the change.
 */
export function noteAccountChanged(request: FastifyRequest, userId: string): void {
  (request.changedAccountIds ??= []).push(userId);
}

/** The session's user, or 40100. */
export function requireSessionUser(request: FastifyRequest): UserRow {
  if (!request.sessionUser) throw ApiError.unauthorized();
  return request.sessionUser;
}
