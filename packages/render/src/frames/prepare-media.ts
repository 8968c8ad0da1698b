import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadImage, type Image } from '@napi-rs/canvas';
import { probeMedia } from '@talkreel/platform/media';
import type { Workspace } from '@talkreel/timeline';
import { registerFontFile } from '../fonts/built-in-fonts.ts';

/** Picture formats drawn with the canvas (spec §9 image extensions); everything else is probed as audio/video. */
const imageExtensions = new Set(['.jpg', '.jpeg', '.png', '.gif', '.bmp', '.webp']);

export type MediaPathResolver = (mediaPath: string) => string | Promise<string>;

export interface VideoInfo {
  widthPx: number;
  heightPx: number;
  hasVideo: boolean;
  hasAudio: boolean;
}

/** Every file a workspace uses, resolved, loaded or probed before the first frame. */
export interface PreparedMedia {
  localPaths: ReadonlyMap<string, string>;
  images: ReadonlyMap<string, Image>;
  videos: ReadonlyMap<string, VideoInfo>;
  /** By element path, for evaluate(). */
  mediaDurationsMs: Record<string, number>;
}

/** Relative paths resolve against `mediaDirectory`; remote URLs need a resolver that downloads them first. */
export function createDefaultMediaPathResolver(mediaDirectory: string): MediaPathResolver {
  return (mediaPath) => {
    if (mediaPath.startsWith('file://')) return fileURLToPath(mediaPath);
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(mediaPath)) throw new Error(`remote media must be fetched before rendering: ${mediaPath}`);
    return path.resolve(mediaDirectory, mediaPath);
  };
}

export function isImagePath(filePath: string): boolean {
  return imageExtensions.has(path.extname(filePath).toLowerCase());
}

function collectMedia(workspace: Workspace) {
  const paths = new Set<string>();
  const fonts = new Map<string, string>();
  for (const scene of workspace.scenes) {
    for (const track of scene.tracks) {
      for (const element of track.layers) {
        if ('path' in element) paths.add(element.path);
        if ((element.type === 'text' || element.type === 'subtitle') && element.font_family?.url) fonts.set(element.font_family.name, element.font_family.url);
      }
    }
  }
  return { paths, fonts };
}

export async function prepareMedia(workspace: Workspace, resolve: MediaPathResolver, ffprobePath: string): Promise<PreparedMedia> {
  const { paths, fonts } = collectMedia(workspace);
  const localPaths = new Map<string, string>();
  const images = new Map<string, Image>();
  const videos = new Map<string, VideoInfo>();
  const mediaDurationsMs: Record<string, number> = {};
  for (const [family, url] of fonts) registerFontFile(family, await resolve(url));
  await Promise.all(
    [...paths].map(async (mediaPath) => {
      const localPath = await resolve(mediaPath);
      localPaths.set(mediaPath, localPath);
      if (isImagePath(localPath)) {
        images.set(localPath, await loadImage(localPath));
        return;
      }
      const info = await probeMedia(ffprobePath, localPath);
      const videoStream = info.streams.find((stream) => stream.codecType === 'video');
      videos.set(localPath, {
        widthPx: videoStream?.width ?? 0,
        heightPx: videoStream?.height ?? 0,
        hasVideo: videoStream !== undefined,
        hasAudio: info.streams.some((stream) => stream.codecType === 'audio'),
      });
      mediaDurationsMs[mediaPath] = info.durationMs;
    }),
  );
  return { localPaths, images, videos, mediaDurationsMs };
}
