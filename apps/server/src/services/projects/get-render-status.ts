import type { RenderStatus } from '@talkreel/contract';
import type { Runtime } from '@talkreel/platform';
import { RenderWorkspaceResultSchema } from '@talkreel/jobs';

const noRender: RenderStatus = {
  status: 'none', progress: 0, task_id: null, video_url: null, cover_url: null, subtitle_url: null, vtt_url: null, duration: null, error: null,
};

/** The latest render of one workspace, read from its task row; URLs only once it is done. */
export async function getRenderStatus(runtime: Runtime, projectId: string, workspaceIndex: number): Promise<RenderStatus> {
  const latest = await runtime.database.db
    .selectFrom('renders')
    .innerJoin('tasks', 'tasks.id', 'renders.task_id')
    .select(['tasks.id', 'tasks.status', 'tasks.progress', 'tasks.result', 'tasks.error_message'])
    .where('renders.project_id', '=', projectId)
    .where('renders.workspace_index', '=', workspaceIndex)
    .orderBy('renders.created_at', 'desc')
    .executeTakeFirst();
  if (!latest) return noRender;
  const base = { ...noRender, status: latest.status, progress: latest.progress, task_id: latest.id };
  if (latest.status === 'failed' || latest.status === 'cancelled') return { ...base, error: latest.error_message };
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
