import type { RenderStatus } from '@talkreel/contract';
import type { Runtime } from '@talkreel/platform';
import type { RenderWorkspaceJobResult } from '@talkreel/worker';
import { ApiError } from '../../plugins/api-error.ts';

const noRender: RenderStatus = {
  status: 'none', progress: 0, task_id: null, video_url: null, cover_url: null, subtitle_url: null, vtt_url: null, duration: null, error: null,
};

/**
 * The latest render of one workspace of the owner's project, read from its
 * task row; URLs only once it is done. Pages poll this every few seconds, so
 * the ownership check and the read are one query. Another user's project
 * answers 40400 like a missing one.
 */
export async function getRenderStatus(runtime: Runtime, locator: { ownerId: string; projectId: string; workspaceIndex: number }): Promise<RenderStatus> {
  const row = await runtime.database.db
    .selectFrom('projects')
    .leftJoinLateral(
      (query) =>
        query
          .selectFrom('renders')
          .innerJoin('tasks', 'tasks.id', 'renders.task_id')
          .select(['tasks.id', 'tasks.status', 'tasks.progress', 'tasks.result', 'tasks.error_message'])
          .whereRef('renders.project_id', '=', 'projects.id')
          .where('renders.workspace_index', '=', locator.workspaceIndex)
          .orderBy('renders.created_at', 'desc')
          .limit(1)
          .as('latest'),
      (join) => join.onTrue(),
    )
    .select(['latest.id', 'latest.status', 'latest.progress', 'latest.result', 'latest.error_message'])
    .where('projects.id', '=', locator.projectId)
    .where('projects.owner_id', '=', locator.ownerId)
    .executeTakeFirst();
  if (!row) throw ApiError.notFound('No such project');
  if (row.id === null || row.status === null || row.progress === null) return noRender;
  const base = { ...noRender, status: row.status, progress: row.progress, task_id: row.id };
  if (row.status === 'failed' || row.status === 'cancelled') return { ...base, error: row.error_message };
  if (row.status !== 'done') return base;
  const result = row.result as RenderWorkspaceJobResult;
  const url = (key: string) => runtime.storage.createReadUrl(key);
  return {
    ...base,
    video_url: await url(result.videoKey),
    cover_url: await url(result.coverKey),
    subtitle_url: await url(result.srtKey),
    vtt_url: await url(result.vttKey),
    duration: result.durationMs / 1000,
  };
}
