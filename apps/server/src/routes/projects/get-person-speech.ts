import type { FastifyInstance } from 'fastify';
import { getPersonSpeechRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getPersonSpeechStatus } from '../../services/projects/person-speech.ts';
import { registerRoute } from '../register-route.ts';

/** Polled while a person's speech is made: stage and progress, then its audio, length and words. Another user's task answers 40400. */
export function registerGetPersonSpeech(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, getPersonSpeechRoute, async (request, reply) => {
    const user = requireSessionUser(request);
    reply.header('Cache-Control', 'no-store');
    return getPersonSpeechStatus(context, user, request.query.task_id);
  });
}
