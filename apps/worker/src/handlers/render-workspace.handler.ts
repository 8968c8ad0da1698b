import { renderWorkspaceJob, type RenderWorkspaceJobResult } from '@talkreel/jobs';
import { implementJob, type Runtime } from '@talkreel/platform';
import type { Engines } from '../engines.ts';
import { renderWorkspaceInTask } from '../render/render-workspace-in-task.ts';

/** A workspace rendered (see renderWorkspaceInTask): MP4, cover, scene thumbnails and subtitles in storage. */
export function createRenderWorkspaceHandler(runtime: Runtime, engines: Engines) {
  return implementJob(renderWorkspaceJob, async (payload, context): Promise<RenderWorkspaceJobResult> =>
    renderWorkspaceInTask(
      runtime,
      engines,
      { ownerId: payload.ownerId, workspace: payload.workspace, watermark: payload.watermark, scale: payload.scale },
      context,
    ),
  );
}
