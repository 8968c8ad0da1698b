import type { FastifyInstance } from 'fastify';
import { createTalkingPhotoRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { createTalkingPhoto } from '../../services/talking-photo/create-talking-photo.ts';
import { registerRoute } from '../register-route.ts';

export function registerCreateTalkingPhoto(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, createTalkingPhotoRoute, async (request) => {
    const user = requireSessionUser(request);
    const created = await createTalkingPhoto(context, user, request.body);
    return { new_prj_id: created.projectId, workspace_index: created.workspaceIndex };
  });
}
