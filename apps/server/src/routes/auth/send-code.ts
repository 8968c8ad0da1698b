import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, BusinessCode, sendCodeRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isSendCodeCaptchaRequired, recordAuthEvent } from '../../services/auth/auth-throttle.ts';
import { verifyCaptcha } from '../../services/auth/captcha-store.ts';
import { sendVerificationCode } from '../../services/auth/verification-codes.ts';
import { registerRoute } from '../register-route.ts';

/** Mails a code for sign-up or password reset; one per 60 s per email; a captcha when one email or IP asks too often. */
export function registerSendCode(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, sendCodeRoute, async (request) => {
    const { db } = context.runtime.database;
    const { username: email, action } = request.body;
    if (await isSendCodeCaptchaRequired(db, email, request.ip)) {
      if (!request.body.captcha_id || !request.body.captcha) throw new ApiError(BusinessCode.captchaRequired, AUTH_MESSAGES.captchaRequired);
      if (!(await verifyCaptcha(db, request.body.captcha_id, request.body.captcha))) {
        throw new ApiError(BusinessCode.captchaRequired, AUTH_MESSAGES.wrongCaptcha);
      }
    }
    const ticket = await sendVerificationCode(db, context.mailer, email, action);
    await recordAuthEvent(db, 'code_sent', email, request.ip);
    return { ticket };
  });
}
