import type { FastifyInstance } from 'fastify';
import { checkCodeRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { checkVerificationCode } from '../../services/auth/verification-codes.ts';
import { registerRoute } from '../register-route.ts';

export function registerCheckCode(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, checkCodeRoute, async (request) => ({
    ticket: await checkVerificationCode(context.runtime.repositories, {
      ticket: request.body.ticket,
      email: request.body.username,
      action: request.body.action,
      code: request.body.code,
    }),
  }));
}
