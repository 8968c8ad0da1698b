import { isApiError } from '../../../api/api-error.ts';

/** What a failed call says in its dialog: the server's `msg` (or the client's 'Cannot reach the server'), else `fallback`. */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.msg ? error.msg : fallback;
}
