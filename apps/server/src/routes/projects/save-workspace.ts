import type { FastifyInstance } from 'fastify';
import { BusinessCode, saveWorkspaceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getOwnedProject } from '../../services/projects/find-owned-project.ts';
import { parseWorkspaceInput } from '../../services/projects/parse-workspace-input.ts';
import { registerRoute } from '../register-route.ts';

/** Saves only over the version the client loaded; a save in between answers 40900. */
export function registerSaveWorkspace(app: FastifyInstance, context: AppContext): void {
  const { workspaces } = context.runtime.repositories;
  registerRoute(app, saveWorkspaceRoute, async (request) => {
    const user = requireSessionUser(request);
    await getOwnedProject(context.runtime.repositories.projects, user.id, request.body.project_id);
    const workspace = parseWorkspaceInput(request.body.workspace);
    const version = await workspaces.saveOverVersion(request.body.project_id, request.body.index, request.body.version, workspace);
    if (version === undefined) throw new ApiError(BusinessCode.conflict, 'This video was changed somewhere else: reload it to see the latest version');
    return { version };
  });
}
