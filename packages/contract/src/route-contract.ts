import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the API: its path under `/api`, request schemas and the schema of
 * `data` in its `{code, msg, data}` response. Server, worker and web share it.
 */
export interface RouteContract<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Data extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  /** `none`: anyone; `session`: a guest or user token is required. */
  auth: 'none' | 'session';
  body?: Body;
  query?: Query;
  /** Path parameters (`:name` in `path`), validated like the query. */
  params?: z.ZodType;
  data: Data;
}

export function defineRoute<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Data extends z.ZodType = z.ZodType,
>(route: RouteContract<Body, Query, Data>): RouteContract<Body, Query, Data> {
  return route;
}
