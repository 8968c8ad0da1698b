import path from 'node:path';
import { listScenePlacements, type Workspace } from '@talkreel/timeline';
import { outputFps } from './ffmpeg/encoder-settings.ts';

/** Scene thumbnails are taken this long after each scene starts (site spec §9). */
export const sceneThumbnailOffsetMs = 300;

export interface RenderOutputPaths {
  videoPath: string;
  coverPath: string;
  thumbnailPaths: string[];
  srtPath: string;
  vttPath: string;
}

/** Everything a render writes, named after the video: `talk.mp4`, `talk.cover.jpg`, `talk.scene-1.jpg`, `talk.srt`, `talk.vtt`. */
export function getRenderOutputPaths(videoPath: string, sceneCount: number): RenderOutputPaths {
  const base = path.join(path.dirname(videoPath), path.basename(videoPath, path.extname(videoPath)));
  return {
    videoPath,
    coverPath: `${base}.cover.jpg`,
    thumbnailPaths: Array.from({ length: sceneCount }, (_, index) => `${base}.scene-${index + 1}.jpg`),
    srtPath: `${base}.srt`,
    vttPath: `${base}.vtt`,
  };
}

function frameAt(timeMs: number, frameCount: number): number {
  return Math.min(frameCount - 1, Math.max(0, Math.floor((timeMs * outputFps) / 1000)));
}

/** Which frame each still comes from: the cover at preview_cover_time, thumbnails 0.3 s into each scene. */
export function planStills(workspace: Workspace, frameCount: number, paths: { coverPath: string; thumbnailPaths: readonly string[] }): Map<number, string[]> {
  const stills = new Map<number, string[]>();
  const add = (frameIndex: number, stillPath: string) => stills.set(frameIndex, [...(stills.get(frameIndex) ?? []), stillPath]);
  add(frameAt(workspace.preview_cover_time, frameCount), paths.coverPath);
  for (const { scene, sceneIndex, startMs } of listScenePlacements(workspace)) {
    const thumbnailPath = paths.thumbnailPaths[sceneIndex];
    if (thumbnailPath) add(frameAt(startMs + Math.min(sceneThumbnailOffsetMs, scene.duration / 2), frameCount), thumbnailPath);
  }
  return stills;
}
