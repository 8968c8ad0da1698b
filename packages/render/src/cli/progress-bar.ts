import type { RenderProgress } from '../render-progress.ts';

const barWidth = 30;

/** One line of progress: `[#########.....................]  31% drawing frame 233/750`. */
export function formatProgressLine(progress: RenderProgress): string {
  const filled = Math.round((progress.percent / 100) * barWidth);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(barWidth - filled)}]`;
  const percent = `${String(progress.percent).padStart(3)}%`;
  const detail = progress.stage === 'drawing' ? `drawing frame ${progress.frameIndex + 1}/${progress.frameCount}` : progress.stage.replace('-', ' ');
  return `${bar} ${percent} ${detail}`;
}
