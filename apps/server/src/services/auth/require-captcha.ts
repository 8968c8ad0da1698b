import { AUTH_MESSAGES, BusinessCode } from '@talkreel/contract';
import type { CaptchaRepository } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { verifyCaptcha } from './captcha-store.ts';

/** What a request's captcha fields proved: none offered, or one that was spent right or wrong. */
export type OfferedCaptcha = 'absent' | 'solved' | 'wrong';

/**
 * Spends the captcha a request carries, if any, before any limit is counted:
 * the count runs in a transaction that a 10204 rolls back, and a captcha must
 * stay spent even then (single use, right or wrong).
 */
export async function verifyOfferedCaptcha(
  captchas: CaptchaRepository,
  fields: { captcha_id?: string | undefined; captcha?: string | undefined },
): Promise<OfferedCaptcha> {
  if (!fields.captcha_id || !fields.captcha) return 'absent';
  return (await verifyCaptcha(captchas, fields.captcha_id, fields.captcha)) ? 'solved' : 'wrong';
}

/** When a captcha is due: 10204 without one, 10204 with a wrong or spent one. */
export function requireSolvedCaptcha(captcha: OfferedCaptcha): void {
  if (captcha === 'absent') throw new ApiError(BusinessCode.captchaRequired, AUTH_MESSAGES.captchaRequired);
  if (captcha === 'wrong') throw new ApiError(BusinessCode.captchaRequired, AUTH_MESSAGES.wrongCaptcha);
}
