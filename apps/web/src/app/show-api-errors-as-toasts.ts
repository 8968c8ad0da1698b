import { subscribeToApiErrors } from '../api/api-error-events.ts';
import { showErrorToast } from '../ui/notifications/show-error-toast.ts';

/** Spec §8: any non-zero code shows the server's `msg` as an error toast. Returns the unsubscribe function. */
export function showApiErrorsAsToasts(): () => void {
  return subscribeToApiErrors((error) => showErrorToast(error.msg));
}
