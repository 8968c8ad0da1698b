import { RenderStageSchema, type FinishedRender, type RenderStage, type RenderStatus } from '@talkreel/contract';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import type { Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { RenderRepository, type LatestRender } from '../../repositories/render.repository.ts';

const noRender: RenderStatus = {
  status: 'none',
  progress: 0,
  stage: null,
  task_id: null,
  video_url: null,
  cover_url: null,
  subtitle_url: null,
  vtt_url: null,
  duration: null,
  error: null,
  last_done: null,
};

/** A running task names its step; the other states are their own stage. */
function toRenderStage(render: LatestRender): RenderStage {
  if (render.status !== 'running') return render.status;
  const parsed = RenderStageSchema.safeParse(render.stage);
  return parsed.success ? parsed.data : 'starting';
}

async function toFinishedRender(runtime: Runtime, render: LatestRender): Promise<FinishedRender> {
  const result = RenderWorkspaceResultSchema.parse(render.result);
  const url = (key: string) => runtime.storage.createReadUrl(key);
  return {
    task_id: render.taskId,
    video_url: await url(result.videoKey),
    cover_url: await url(result.coverKey),
    subtitle_url: await url(result.srtKey),
    vtt_url: await url(result.vttKey),
    duration: result.durationMs / 1000,
  };
}

/**
 * The latest render of one workspace of the owner's project, read from its
 * task row; URLs only once it is done. Pages poll this every few seconds, so
 * the ownership check and the read are one query. Another user's project
 * answers 40400 like a missing one. While a newer render has not (or not
 * successfully) finished, `last_done` carries the latest finished one, so
 * 'Render again' never hides a good video.
 */
export async function getRenderStatus(runtime: Runtime, locator: { ownerId: string; projectId: string; workspaceIndex: number }): Promise<RenderStatus> {
  const renders = new RenderRepository(runtime.database.db);
  const latest = await renders.findLatestOwned(locator.ownerId, locator.projectId, locator.workspaceIndex);
  if (latest === null) throw ApiError.notFound('No such project');
  if (!latest) return noRender;
  const base = { ...noRender, status: latest.status, progress: latest.progress, stage: toRenderStage(latest), task_id: latest.taskId };
  if (latest.status === 'done') {
    const { task_id: _taskId, ...finished } = await toFinishedRender(runtime, latest);
    return { ...base, ...finished };
  }
  const lastDone = await renders.findLatest(locator.projectId, locator.workspaceIndex, { onlyDone: true });
  const last_done = lastDone ? await toFinishedRender(runtime, lastDone) : null;
  if (latest.status === 'failed' || latest.status === 'cancelled') return { ...base, error: latest.errorMessage, last_done };
  return { ...base, last_done };
}
