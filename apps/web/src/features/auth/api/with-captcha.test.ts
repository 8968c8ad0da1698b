import { AUTH_MESSAGES, BusinessCode } from '@talkreel/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error.ts';
import { subscribeToApiErrors } from '../../../api/api-error-events.ts';
import { captchaDialog } from '../state/captcha-dialog-store.ts';
import type { CaptchaAnswer } from './auth-client-fields.ts';
import { withCaptcha } from './with-captcha.ts';

const captchaRequired = () => new ApiError(BusinessCode.captchaRequired, AUTH_MESSAGES.captchaRequired);
const wrongCredentials = () => new ApiError(BusinessCode.wrongCredentials, AUTH_MESSAGES.wrongCredentials);
const answer: CaptchaAnswer = { captcha_id: 'c1', captcha: 'AB12' };

/** Waits for the dialog to open, then answers like the component does. */
async function submitInDialog(captcha: CaptchaAnswer) {
  await vi.waitFor(() => expect(captchaDialog.getCurrent()).not.toBeNull());
  return captchaDialog.getCurrent()!.payload.submit(captcha);
}

describe('withCaptcha', () => {
  let toasts: string[];
  let unsubscribe: () => void;
  beforeEach(() => {
    toasts = [];
    unsubscribe = subscribeToApiErrors((error) => toasts.push(error.msg));
  });
  afterEach(() => {
    unsubscribe();
    captchaDialog.dismiss();
  });

  it('returns the first result without a dialog when no check is asked for', async () => {
    await expect(withCaptcha(async () => 'token')).resolves.toBe('token');
    expect(captchaDialog.getCurrent()).toBeNull();
  });

  it('shows any other refusal as a toast and resolves null', async () => {
    await expect(withCaptcha(() => Promise.reject(wrongCredentials()))).resolves.toBeNull();
    expect(toasts).toEqual([AUTH_MESSAGES.wrongCredentials]);
    expect(captchaDialog.getCurrent()).toBeNull();
  });

  it('on 10204 opens the dialog and retries with the answer; a wrong answer keeps it open', async () => {
    const attempt = vi.fn(async (captcha?: CaptchaAnswer) => {
      if (!captcha) throw captchaRequired();
      if (captcha.captcha !== 'AB12') throw new ApiError(BusinessCode.captchaRequired, AUTH_MESSAGES.wrongCaptcha);
      return 'token';
    });
    const outcome = withCaptcha(attempt);
    await expect(submitInDialog({ captcha_id: 'c0', captcha: 'ZZZZ' })).resolves.toEqual({
      kind: 'retry',
      message: AUTH_MESSAGES.wrongCaptcha,
    });
    await expect(submitInDialog(answer)).resolves.toEqual({ kind: 'solved' });
    captchaDialog.settle(true);
    await expect(outcome).resolves.toBe('token');
    expect(attempt).toHaveBeenLastCalledWith(answer);
    expect(toasts).toEqual([]);
  });

  it('10201 after the check shows the message and fails, so the dialog closes', async () => {
    const outcome = withCaptcha(async (captcha?: CaptchaAnswer) => {
      throw captcha ? wrongCredentials() : captchaRequired();
    });
    await expect(submitInDialog(answer)).resolves.toEqual({ kind: 'failed' });
    captchaDialog.settle(false);
    await expect(outcome).resolves.toBeNull();
    expect(toasts).toEqual([AUTH_MESSAGES.wrongCredentials]);
  });

  it('closing the dialog resolves null', async () => {
    const outcome = withCaptcha(() => Promise.reject(captchaRequired()));
    await vi.waitFor(() => expect(captchaDialog.getCurrent()).not.toBeNull());
    captchaDialog.dismiss();
    await expect(outcome).resolves.toBeNull();
  });
});
