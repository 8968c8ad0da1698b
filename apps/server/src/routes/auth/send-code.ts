import type { FastifyInstance } from 'fastify';
import { sendCodeRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { isSendCodeCaptchaRequired, recordAuthEvent } from '../../services/auth/auth-throttle.ts';
import { requireCaptchaWhenDue } from '../../services/auth/require-captcha.ts';
import { sendVerificationCode } from '../../services/auth/verification-codes.ts';
import { registerRoute } from '../register-route.ts';

/** Mails a code for sign-up or password reset; one per 60 s per email; a captcha when one email or IP asks too often. */
export function registerSendCode(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, sendCodeRoute, async (request) => {
    const { db } = context.runtime.database;
    const { username: email, action } = request.body;
    await requireCaptchaWhenDue(db, await isSendCodeCaptchaRequired(db, email, request.ip), request.body);
    const ticket = await sendVerificationCode(db, context.mailer, email, action);
    await recordAuthEvent(db, 'code_sent', email, request.ip);
    return { ticket };
  });
}
