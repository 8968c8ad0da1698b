import type { FastifyInstance } from 'fastify';
import { getCaptchaRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { createCaptcha } from '../../services/auth/captcha-store.ts';
import { registerRoute } from '../register-route.ts';

export function registerGetCaptcha(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getCaptchaRoute, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return createCaptcha(context.runtime.repositories.captchas, { keepAnswerForTests: context.runtime.config.TEST_HOOKS });
  });
}
