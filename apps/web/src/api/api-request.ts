import type { z } from 'zod';
import type { RouteContract } from '@talkreel/contract';
import { ApiError, CLIENT_FAILURE_CODE, isApiError } from './api-error.ts';
import { publishApiError } from './api-error-events.ts';
import { fillPathParams } from './fill-path-params.ts';
import { findAuthToken } from './auth-token-storage.ts';
import { readEnvelope } from './read-envelope.ts';

/** Every call lives under this prefix (API.md). */
export const API_BASE_PATH = '/api';

type InputOf<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

export interface ApiRequestOptions<Route extends RouteContract> {
  body?: InputOf<Route['body']>;
  query?: InputOf<Route['query']>;
  /** The values of the path's `:name` segments (`{id}` for `/v1/webhooks/:id`); each is URL-encoded. */
  params?: Readonly<Record<string, string>>;
  /** Leave the failure to the caller instead of the global error toast. */
  isSilent?: boolean;
  signal?: AbortSignal;
}

function buildUrl(path: string, params: Readonly<Record<string, string>> | undefined, query: unknown): string {
  const search = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [name, value] of Object.entries(query)) {
      if (value !== undefined && value !== null) search.set(name, String(value));
    }
  }
  const queryString = search.toString();
  return `${API_BASE_PATH}${fillPathParams(path, params)}${queryString ? `?${queryString}` : ''}`;
}

async function sendRequest(route: RouteContract, options: ApiRequestOptions<RouteContract>) {
  const url = buildUrl(route.path, options.params, options.query);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = findAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  try {
    const response = await fetch(url, {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
    return { httpStatus: response.status, bodyText: await response.text() };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(CLIENT_FAILURE_CODE, 'Cannot reach the server. Check your connection and try again.');
  }
}

/**
 * Calls one contract route and returns its `data`. A non-zero `code` throws
 * an ApiError `{code, msg}` and, unless `isSilent`, is announced to the
 * global handler that shows `msg` as an error toast.
 */
export async function apiRequest<Route extends RouteContract>(route: Route, options: ApiRequestOptions<Route> = {}): Promise<z.output<Route['data']>> {
  try {
    const response = await sendRequest(route, options);
    return readEnvelope<Route['data']>(response, route.data);
  } catch (error) {
    if (isApiError(error) && !options.isSilent) publishApiError(error);
    throw error;
  }
}
