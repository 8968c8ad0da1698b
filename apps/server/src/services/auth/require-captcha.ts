import type { Kysely } from 'kysely';
import { AUTH_MESSAGES, BusinessCode } from '@talkreel/contract';
import type { DatabaseSchema } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { verifyCaptcha } from './captcha-store.ts';

/** When a captcha is due: 10204 without one, 10204 with the wrong one (it is spent either way). */
export async function requireCaptchaWhenDue(db: Kysely<DatabaseSchema>, isDue: boolean, captcha: { captcha_id?: string | undefined; captcha?: string | undefined }): Promise<void> {
  if (!isDue) return;
  if (!captcha.captcha_id || !captcha.captcha) throw new ApiError(BusinessCode.captchaRequired, AUTH_MESSAGES.captchaRequired);
  if (!(await verifyCaptcha(db, captcha.captcha_id, captcha.captcha))) throw new ApiError(BusinessCode.captchaRequired, AUTH_MESSAGES.wrongCaptcha);
}
