import { AUTH_MESSAGES, BusinessCode } from '@talkreel/contract';
import { isApiError, type ApiError } from '../../../api/api-error.ts';
import { publishApiError } from '../../../api/api-error-events.ts';
import { captchaDialog } from '../state/captcha-dialog-store.ts';
import type { CaptchaAnswer } from './auth-client-fields.ts';

/** The server wants (another) image check: 10204, or a wrong answer reported under any code. */
function asksForCaptcha(error: unknown): error is ApiError {
  if (!isApiError(error)) return false;
  return error.code === BusinessCode.captchaRequired || error.msg === AUTH_MESSAGES.wrongCaptcha;
}

/** Shows a refusal as the global error toast; anything that is not an ApiError is a defect and propagates. */
function announce(error: unknown): void {
  if (!isApiError(error)) throw error;
  publishApiError(error);
}

/**
 * Runs a silent call; when the server answers 10204 (spec §8, login and
 * send_code) opens the captcha dialog, whose every answer retries the call
 * with `captcha_id` and `captcha`. Any other refusal (10201 included) shows
 * the server's message and closes the dialog. Resolves with the call's result,
 * or null when it did not succeed or the dialog was closed.
 */
export async function withCaptcha<Result>(attempt: (captcha?: CaptchaAnswer) => Promise<Result>): Promise<Result | null> {
  try {
    return await attempt();
  } catch (error) {
    if (!(isApiError(error) && error.code === BusinessCode.captchaRequired)) {
      announce(error);
      return null;
    }
  }

  let result: Result | null = null;
  let defect: unknown;
  await captchaDialog.open({
    submit: async (answer) => {
      try {
        result = await attempt(answer);
        return { kind: 'solved' };
      } catch (error) {
        if (asksForCaptcha(error)) return { kind: 'retry', message: error.msg };
        if (isApiError(error)) publishApiError(error);
        else defect = error;
        return { kind: 'failed' };
      }
    },
  });
  if (defect !== undefined) throw defect;
  return result;
}
