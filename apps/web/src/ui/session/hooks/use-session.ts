import { useQuery } from '@tanstack/react-query';
import type { UserInfo } from '@talkreel/contract';
import { userInfoQueryOptions } from '../api/user-info-query-options.ts';

/** `signed-out`: user info could not be loaded; the token is gone and the next load starts a guest session. */
export type SessionStatus = 'loading' | 'signed-out' | 'guest' | 'user';

export interface Session {
  status: SessionStatus;
  /** Null unless the last load succeeded: a failed reload clears the user (spec §4). */
  user: UserInfo | null;
  refresh: () => void;
}

function statusOf(user: UserInfo | null, isPending: boolean): SessionStatus {
  if (user) return user.status === 'guest' || !user.nickname ? 'guest' : 'user';
  return isPending ? 'loading' : 'signed-out';
}

/** The visitor's session: a guest one is created silently when none is stored. */
export function useSession(): Session {
  const query = useQuery(userInfoQueryOptions());
  const user = query.isSuccess ? query.data : null;
  return {
    status: statusOf(user, query.isPending),
    user,
    refresh: () => void query.refetch(),
  };
}
