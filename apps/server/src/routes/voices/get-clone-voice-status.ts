import type { FastifyInstance } from 'fastify';
import { getCloneVoiceStatusRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getCreateVoiceStatus } from '../../services/voices/get-create-voice-status.ts';
import { registerRoute } from '../register-route.ts';

/** Polled while a voice is made: stage, progress, then the voice. Another user's task answers 40400. */
export function registerGetCloneVoiceStatus(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getCloneVoiceStatusRoute, async (request, reply) => {
    const user = requireSessionUser(request);
    reply.header('Cache-Control', 'no-store');
    return getCreateVoiceStatus(context, user, request.query.task_id);
  });
}
