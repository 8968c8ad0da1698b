import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { readRequestOrigin } from '../site/read-request-origin.ts';

/**
 * Where Stripe's pages send the buyer back: PUBLIC_URL's origin when set,
 * else the origin this request was sent to (a plain host[:port] only), else
 * the local address.
 */
export function billingReturnOrigin(context: AppContext, request: FastifyRequest): string {
  const { PUBLIC_URL, PORT } = context.runtime.config;
  if (PUBLIC_URL) return new URL(PUBLIC_URL).origin;
  return readRequestOrigin(request) ?? `http://localhost:${PORT}`;
}
