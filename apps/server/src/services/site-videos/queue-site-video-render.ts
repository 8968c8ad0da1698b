import { formats } from '@talkreel/formats';
import { renderWorkspaceJob } from '@talkreel/jobs';
import { libraryOwnerId, type RenderRepository, type TaskStatus } from '@talkreel/platform';
import { parseWorkspace, type WorkspaceInput } from '@talkreel/timeline';
import type { AppContext } from '../../app-context.ts';

/** The project of one site video at one cache key: the name is the lookup, so a restarted server finds its earlier render. */
const projectNameOf = (name: string, cacheKey: string) => `Site video ${name} ${cacheKey}`;

/** The newest render of a site video at a cache key, as its task tells it. */
export interface SiteVideoRender {
  taskId: string;
  status: TaskStatus;
  result: unknown;
}

export async function findSiteVideoRender(renders: RenderRepository, name: string, cacheKey: string): Promise<SiteVideoRender | undefined> {
  return renders.findLatestOfNamedProject({ ownerId: libraryOwnerId, kind: formats.site_video.kind, name: projectNameOf(name, cacheKey) });
}

const isLive = (render: SiteVideoRender | undefined) => render !== undefined && render.status !== 'failed' && render.status !== 'cancelled';

/**
 * Queues the render of a site video at its cache key, unless a render of that
 * key is queued, running or done already. The check, the project, the task
 * and its render row commit in one transaction, under a lock on the key where
 * several server processes share PostgreSQL, so processes that start
 * together queue it once; a failed render is queued again on the next start.
 * Returns the task that renders (or rendered) it.
 */
export async function queueSiteVideoRender(context: AppContext, video: { name: string; cacheKey: string; workspace: WorkspaceInput }): Promise<string> {
  const { runtime } = context;
  const workspace = parseWorkspace(video.workspace);
  const projectName = projectNameOf(video.name, video.cacheKey);
  return runtime.repositories.inTransaction(async (repositories, trx) => {
    // PGlite is this process's own database (one connection): there is nobody to race.
    if (runtime.database.kind === 'postgres') await repositories.projects.lockName(projectName);
    const existing = await findSiteVideoRender(repositories.renders, video.name, video.cacheKey);
    if (existing && isLive(existing)) return existing.taskId;
    const projectId = await repositories.talkingPhotos.createProject(
      { ownerId: libraryOwnerId, name: projectName, workspace, keepWatermark: false, kind: formats.site_video.kind },
      trx,
    );
    const taskId = await runtime.queue.enqueue(
      renderWorkspaceJob,
      {
        ownerId: libraryOwnerId,
        projectId,
        workspaceIndex: 0,
        workspace,
        watermark: false,
        scale: formats.site_video.renderScale,
      },
      {
        ownerId: libraryOwnerId,
        transaction: trx,
        // A site video waits until no user's render is queued.
        isBackground: true,
        alsoInTransaction: async (inner, id) => {
          await repositories.renders.create({ project_id: projectId, workspace_index: 0, workspace_version: 1, task_id: id }, inner);
        },
      },
    );
    return taskId;
  });
}
