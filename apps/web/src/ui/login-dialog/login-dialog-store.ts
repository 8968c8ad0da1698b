import { createDialogRequest } from '../dialog-request/create-dialog-request.ts';

/** Spec §4: 0 sign in, 1 register, 2 reset password. */
export type LoginMode = 0 | 1 | 2;

export const LOGIN_MODE = { signIn: 0, register: 1, resetPassword: 2 } as const satisfies Record<string, LoginMode>;

export interface OpenLoginOptions {
  mode?: LoginMode;
  /** False hides the close icon and ignores Escape: the person must sign in to go on. */
  closable?: boolean;
}

export const loginDialog = createDialogRequest<Required<OpenLoginOptions>, boolean>({
  // Two features asking for a sign-in at once share one dialog and its outcome.
  whenOpen: 'join',
  dismissedResult: false,
});

/**
 * Opens the login dialog from anywhere; resolves true once a session token
 * of a signed-in account is stored and user info refreshed, false when closed.
 */
export function openLogin(options: OpenLoginOptions = {}): Promise<boolean> {
  return loginDialog.open({ mode: options.mode ?? LOGIN_MODE.signIn, closable: options.closable ?? true });
}
