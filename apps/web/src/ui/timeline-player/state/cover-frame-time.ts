import { getWorkspaceDurationMs, type Workspace } from '@talkreel/timeline';

/** The renderer's frame rate (packages/render `outputFps`): the cover is one of its frames. */
const RENDER_FPS = 25;

/**
 * Where the preview opens: the start of the frame the renderer takes the
 * cover from (`preview_cover_time`, rounded down to a whole frame and kept
 * inside the video, as render-outputs' `planStills` does), so the preview's
 * first picture is the video's cover.
 */
export function getCoverFrameTimeMs(workspace: Workspace): number {
  const frameMs = 1000 / RENDER_FPS;
  const frameCount = Math.max(1, Math.ceil((getWorkspaceDurationMs(workspace) * RENDER_FPS) / 1000));
  const frameIndex = Math.min(frameCount - 1, Math.max(0, Math.floor((workspace.preview_cover_time * RENDER_FPS) / 1000)));
  return frameIndex * frameMs;
}
