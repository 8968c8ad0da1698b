import type { RenderStatus } from '@talkreel/contract';
import type { Runtime } from '@talkreel/platform';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';
import { RenderRepository } from '../../repositories/render.repository.ts';

const noRender: RenderStatus = {
  status: 'none', progress: 0, task_id: null, video_url: null, cover_url: null, subtitle_url: null, vtt_url: null, duration: null, error: null,
};

/** The latest render of one workspace, read from its task row; URLs only once it is done. */
export async function getRenderStatus(runtime: Runtime, projectId: string, workspaceIndex: number): Promise<RenderStatus> {
  const latest = await new RenderRepository(runtime.database.db).findLatest(projectId, workspaceIndex);
  if (!latest) return noRender;
  const base = { ...noRender, status: latest.status, progress: latest.progress, task_id: latest.taskId };
  if (latest.status === 'failed' || latest.status === 'cancelled') return { ...base, error: latest.errorMessage };
  if (latest.status !== 'done') return base;
  const result = RenderWorkspaceResultSchema.parse(latest.result);
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
