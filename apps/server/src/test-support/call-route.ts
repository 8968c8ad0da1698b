import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorEnvelopeSchema, type RouteContract } from '@talkreel/contract';

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

/** What a route takes as its JSON body, before its defaults: for a test's request kept in a variable. */
export type RouteBody<Route extends RouteContract> = InputOf<NonNullable<Route['body']>>;
/** What a route takes as its query, before its defaults. */
export type RouteQuery<Route extends RouteContract> = InputOf<NonNullable<Route['query']>>;

/** What a test sends with one call; `body` and `query` take the route's own request types. */
export interface CallRouteOptions<Route extends RouteContract> {
  /** Sent as JSON. */
  body?: InputOf<Route['body']>;
  /** Sent as the query string. */
  query?: InputOf<Route['query']>;
  /** Values for the `:name` segments of the route's path. */
  params?: Record<string, string | number>;
  /** Sent as multipart instead of `body` (the upload routes). */
  form?: FormData;
  /** A guest or user session: sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  headers?: Record<string, string>;
  /** The caller's address, for the limits kept per IP (default 127.0.0.1). */
  remoteAddress?: string;
}

/**
 * One call's answer. `data` has been parsed by the route's `data` schema, so
 * a response that breaks the contract fails the test; after a failed call
 * (`code` not 0) reading `data` throws, naming the code and message.
 */
export interface RouteCallResult<Data> {
  /** HTTP status. */
  status: number;
  code: number;
  msg: string;
  data: Data;
  headers: Record<string, string | string[] | number | undefined>;
}

/** The Fastify app, or a started product that carries one. */
export type AppUnderTest = FastifyInstance | { app: FastifyInstance };

function buildUrl(route: RouteContract, options: CallRouteOptions<RouteContract>): string {
  const path = route.path.replace(/:(\w+)/gu, (_, name: string) => {
    const value = options.params?.[name];
    if (value === undefined) throw new Error(`callRoute ${route.method} ${route.path}: no value for the path parameter :${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const queryString = search.toString();
  return `/api${path}${queryString ? `?${queryString}` : ''}`;
}

/**
 * Calls one contract route through `app.inject()` the way the web app calls it
 * (method and path from the contract, JSON body, query string, bearer token).
 */
export async function callRoute<Route extends RouteContract>(
  product: AppUnderTest,
  route: Route,
  options: CallRouteOptions<Route> = {},
): Promise<RouteCallResult<z.output<Route['data']>>> {
  const app = 'inject' in product ? product : product.app;
  const label = `${route.method} ${route.path}`;
  const payload = options.form ?? (options.body as Record<string, unknown> | undefined);
  const response = await app.inject({
    method: route.method,
    url: buildUrl(route, options as CallRouteOptions<RouteContract>),
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    remoteAddress: options.remoteAddress ?? '127.0.0.1',
    ...(payload === undefined ? {} : { payload }),
  });
  let envelope: { code: number; msg: string; data: unknown };
  try {
    envelope = response.json();
  } catch {
    throw new Error(`${label} answered HTTP ${response.statusCode} without a JSON body: ${response.body.slice(0, 200)}`);
  }
  const result = { status: response.statusCode, code: envelope.code, msg: envelope.msg, headers: response.headers };
  if (envelope.code === 0) {
    const parsed = route.data.safeParse(envelope.data);
    if (!parsed.success) throw new Error(`${label} answered data outside its contract: ${parsed.error.message}\n${response.body.slice(0, 2000)}`);
    return { ...result, data: parsed.data as z.output<Route['data']> };
  }
  const failure = ErrorEnvelopeSchema.safeParse(envelope);
  if (!failure.success) throw new Error(`${label} answered a failure outside the envelope: ${response.body.slice(0, 2000)}`);
  // Not enumerable, so printing a failed call in an assertion message does not throw.
  return Object.defineProperty(result, 'data', {
    enumerable: false,
    get: () => {
      throw new Error(`${label} failed with ${envelope.code}: ${envelope.msg}`);
    },
  }) as RouteCallResult<z.output<Route['data']>>;
}
