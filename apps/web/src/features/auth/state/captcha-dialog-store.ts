import { createDialogRequest } from '../../../ui/dialog-request/create-dialog-request.ts';
import type { CaptchaAnswer } from '../api/auth-client-fields.ts';

/**
 * What became of one submitted answer: `solved` and `failed` close the
 * dialog (a failure's message is already shown as a toast); `retry` keeps it
 * open with a new image and `message` under the boxes.
 */
export type CaptchaSubmitOutcome = { kind: 'solved' } | { kind: 'failed' } | { kind: 'retry'; message: string };

export interface CaptchaDialogPayload {
  /** Retries the call that asked for the image check, with the typed answer. */
  submit: (answer: CaptchaAnswer) => Promise<CaptchaSubmitOutcome>;
}

/** The captcha dialog: resolves true once an answer was accepted, false when closed. */
export const captchaDialog = createDialogRequest<CaptchaDialogPayload, boolean>({
  whenOpen: 'replace',
  dismissedResult: false,
});
