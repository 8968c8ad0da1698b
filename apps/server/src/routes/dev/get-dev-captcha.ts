import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { findCaptchaAnswerForTests } from '../../services/auth/captcha-store.ts';
import { registerRoute } from '../register-route.ts';

const getDevCaptchaRoute = defineRoute({
  method: 'GET',
  path: '/dev/captcha/:id',
  summary: "Test hook: a captcha's answer (only with TEST_HOOKS=true, which production refuses)",
  tag: 'dev',
  auth: 'none',
  data: z.object({ text: z.string() }),
});

export function registerGetDevCaptcha(app: FastifyInstance, context: AppContext): void {
  if (!context.runtime.config.TEST_HOOKS) return;
  registerRoute(app, getDevCaptchaRoute, async (request) => {
    const text = findCaptchaAnswerForTests((request.params as { id: string }).id);
    if (!text) throw ApiError.notFound('No such captcha');
    return { text };
  });
}
