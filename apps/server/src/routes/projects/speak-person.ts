import type { FastifyInstance } from 'fastify';
import { speakPersonRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { queuePersonSpeech } from '../../services/projects/person-speech.ts';
import { registerRoute } from '../register-route.ts';

/** The editor's "speak this person's new script": queued, then polled with GET /project/person/speech. */
export function registerSpeakPerson(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, speakPersonRoute, async (request) => {
    const user = requireSessionUser(request);
    return { task_id: await queuePersonSpeech(context, user, request.body) };
  });
}
