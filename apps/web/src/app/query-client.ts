import { QueryClient } from '@tanstack/react-query';

/**
 * Failed calls are not retried by default: the server's message is already
 * on screen, and the spec names its retries per call (codes 10102 and
 * 10103), so the features that need them opt in.
 */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
