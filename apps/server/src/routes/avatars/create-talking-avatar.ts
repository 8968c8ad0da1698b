import type { FastifyInstance } from 'fastify';
import { createTalkingAvatarRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { createTalkingAvatar } from '../../services/avatars/create-talking-avatar.ts';
import { registerRoute } from '../register-route.ts';

export function registerCreateTalkingAvatar(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, createTalkingAvatarRoute, async (request) => {
    const { projectId, workspaceIndex } = await createTalkingAvatar(context, requireSessionUser(request), request.body);
    return { new_prj_id: projectId, workspace_index: workspaceIndex };
  });
}
