import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** ffmpeg: FFMPEG_PATH, else the static build shipped in @ffmpeg-installer/ffmpeg (never a system one). */
export function resolveFfmpegPath(configured?: string): string {
  if (configured) return configured;
  return (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
}

/** ffprobe: FFPROBE_PATH, else the static build shipped in @ffprobe-installer/ffprobe. */
export function resolveFfprobePath(configured?: string): string {
  if (configured) return configured;
  return (require('@ffprobe-installer/ffprobe') as { path: string }).path;
}
