import { notifications } from '@mantine/notifications';

/** How long a success toast stays, in milliseconds. */
const SUCCESS_TOAST_DURATION_MS = 4000;

/** Shows `message` as a green toast ('Sign up Success', 'The verification code has been sent…'). */
export function showSuccessToast(message: string): void {
  notifications.show({
    id: `success:${message}`,
    color: 'green',
    message,
    autoClose: SUCCESS_TOAST_DURATION_MS,
    withBorder: true,
  });
}
