import { queryOptions } from '@tanstack/react-query';
import { listDigitalPersonsRoute } from '@talkreel/contract';
import { apiRequest } from '../../api/api-request.ts';
import { ensureSession } from '../session/api/ensure-session.ts';

/** Under the avatars' `['avatars']` keys, so that what invalidates every avatar query reaches it too. */
export const DIGITAL_PERSONS_QUERY_KEY = ['avatars', 'digital-persons'] as const;
/** A welcome clip being rendered is looked for again this often. */
export const WELCOME_CLIP_POLL_MS = 5000;

/** GET /avatar_library/digital_persons: the library and the user's own avatars (the home tool, the video page, the podcast's host pairs). */
export function digitalPersonsQueryOptions() {
  return queryOptions({
    queryKey: DIGITAL_PERSONS_QUERY_KEY,
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(listDigitalPersonsRoute, { signal });
    },
    // A welcome clip being rendered is looked at again until it plays.
    refetchInterval: (query) => (query.state.data?.digital_persons.some((person) => person.welcome_status === 'rendering') ? WELCOME_CLIP_POLL_MS : false),
  });
}
