import { notifications } from '@mantine/notifications';

/** How long an error toast stays, in milliseconds: long enough to read a two-line server message. */
const ERROR_TOAST_DURATION_MS = 5000;

/**
 * Shows `message` as a red toast. The message doubles as the toast's id, so
 * the same error raised by several calls at once appears once, not stacked.
 */
export function showErrorToast(message: string): void {
  notifications.show({
    id: `error:${message}`,
    color: 'red',
    message,
    autoClose: ERROR_TOAST_DURATION_MS,
    withBorder: true,
  });
}
