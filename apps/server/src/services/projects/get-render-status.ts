import type { FinishedRender, RenderStatus } from '@talkreel/contract';
import type { Runtime } from '@talkreel/platform';
import type { RenderWorkspaceJobResult } from '@talkreel/worker';

const noRender: RenderStatus = {
  status: 'none', progress: 0, task_id: null, video_url: null, cover_url: null, subtitle_url: null, vtt_url: null, duration: null, error: null, last_done: null,
};

async function toFinishedRender(runtime: Runtime, taskId: string, result: RenderWorkspaceJobResult): Promise<FinishedRender> {
  const url = (key: string) => runtime.storage.createReadUrl(key);
  return {
    task_id: taskId,
    video_url: await url(result.videoKey),
    cover_url: await url(result.coverKey),
    subtitle_url: await url(result.srtKey),
    vtt_url: await url(result.vttKey),
    duration: result.durationMs / 1000,
  };
}

/**
 * The latest render of one workspace, read from its task row; URLs only once
 * it is done. While a newer render has not (or not successfully) finished,
 * `last_done` carries the latest finished one, so 'Render again' never hides
 * a good video.
 */
export async function getRenderStatus(runtime: Runtime, projectId: string, workspaceIndex: number): Promise<RenderStatus> {
  const renders = () =>
    runtime.database.db
      .selectFrom('renders')
      .innerJoin('tasks', 'tasks.id', 'renders.task_id')
      .select(['tasks.id', 'tasks.status', 'tasks.progress', 'tasks.result', 'tasks.error_message'])
      .where('renders.project_id', '=', projectId)
      .where('renders.workspace_index', '=', workspaceIndex)
      .orderBy('renders.created_at', 'desc');
  const latest = await renders().executeTakeFirst();
  if (!latest) return noRender;
  const base = { ...noRender, status: latest.status, progress: latest.progress, task_id: latest.id };
  if (latest.status === 'done') {
    const { task_id: _taskId, ...finished } = await toFinishedRender(runtime, latest.id, latest.result as RenderWorkspaceJobResult);
    return { ...base, ...finished };
  }
  const lastDoneRow = await renders().where('tasks.status', '=', 'done').executeTakeFirst();
  const last_done = lastDoneRow ? await toFinishedRender(runtime, lastDoneRow.id, lastDoneRow.result as RenderWorkspaceJobResult) : null;
  if (latest.status === 'failed' || latest.status === 'cancelled') return { ...base, error: latest.error_message, last_done };
  return { ...base, last_done };
}
