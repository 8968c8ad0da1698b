import type { FastifyInstance } from 'fastify';
import { sendCodeRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { verifyOfferedCaptcha } from '../../services/auth/require-captcha.ts';
import { sendVerificationCode } from '../../services/auth/verification-codes.ts';
import { registerRoute } from '../register-route.ts';

/**
 * Mails a code for sign-up or password reset; one per 60 s per email; a
 * captcha when one email or IP asks too often. The reply is the same whether
 * or not the address has an account (the mail tells its owner which).
 */
export function registerSendCode(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, sendCodeRoute, async (request) => {
    const { repositories } = context.runtime;
    const { username: email, action } = request.body;
    const captcha = await verifyOfferedCaptcha(repositories.captchas, request.body);
    return { ticket: await sendVerificationCode(repositories, context.mailer, { email, action, ip: request.ip, captcha }) };
  });
}
