import type { ApiError } from './api-error.ts';

type ApiErrorListener = (error: ApiError) => void;

const listeners = new Set<ApiErrorListener>();

/**
 * The one place every failed call is announced, so the app can show the
 * server's `msg` as a toast (spec: any non-zero code) without each caller
 * repeating it. Returns the unsubscribe function.
 */
export function subscribeToApiErrors(listener: ApiErrorListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishApiError(error: ApiError): void {
  for (const listener of listeners) listener(error);
}
