import type { FastifyInstance } from 'fastify';
import { BusinessCode, saveWorkspaceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getOwnedProject } from '../../services/projects/find-owned-project.ts';
import { parseWorkspaceInput } from '../../services/projects/parse-workspace-input.ts';
import { findReadUrlPath } from '../../services/projects/workspace-read-urls.ts';
import { registerRoute } from '../register-route.ts';

/**
 * Saves only over the version the client loaded; a save in between answers 40900.
 * A media path that is one of this server's read URLs is refused: it expires,
 * and the saved video would lose its media (GET's `media_urls` maps each back to its key).
 */
export function registerSaveWorkspace(app: FastifyInstance, context: AppContext): void {
  const { workspaces } = context.runtime.repositories;
  registerRoute(app, saveWorkspaceRoute, async (request) => {
    const user = requireSessionUser(request);
    await getOwnedProject(context.runtime.repositories.projects, user.id, request.body.project_id);
    const workspace = parseWorkspaceInput(request.body.workspace);
    const readUrlField = findReadUrlPath(context.runtime.storage, workspace);
    if (readUrlField !== undefined) {
      throw ApiError.invalidInput(
        `In the workspace: ${readUrlField} is a temporary read URL; send the storage key instead (the upload's key, or the key media_urls maps to this URL)`,
      );
    }
    const version = await workspaces.saveOverVersion(request.body.project_id, request.body.index, request.body.version, workspace);
    if (version === undefined) throw new ApiError(BusinessCode.conflict, 'This video was changed somewhere else: reload it to see the latest version');
    return { version };
  });
}
