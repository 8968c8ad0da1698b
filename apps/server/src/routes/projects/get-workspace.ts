import type { FastifyInstance } from 'fastify';
import { getWorkspaceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { getOwnedProject } from '../../services/projects/find-owned-project.ts';
import { withReadUrls } from '../../services/projects/workspace-read-urls.ts';
import { registerRoute } from '../register-route.ts';

export function registerGetWorkspace(app: FastifyInstance, context: AppContext): void {
  const { workspaces } = context.runtime.repositories;
  registerRoute(app, getWorkspaceRoute, async (request) => {
    const user = requireSessionUser(request);
    const { project_id: projectId, index } = request.query;
    await getOwnedProject(context.runtime.repositories.projects, user.id, projectId);
    const saved = await workspaces.find(projectId, index);
    if (!saved) throw ApiError.notFound('No such workspace');
    // Keys of stored media as URLs the browser's preview can load, and the way back to the keys for a save.
    const { workspace, mediaUrls } = await withReadUrls(context.runtime.storage, saved.document as Record<string, unknown>);
    return { project_id: projectId, index, version: saved.version, workspace, media_urls: mediaUrls };
  });
}
