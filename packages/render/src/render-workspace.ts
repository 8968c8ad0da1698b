import { copyFile, mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveFfmpegPath, resolveFfprobePath } from '@talkreel/platform/media';
import { findSubtitleCues, formatSrt, formatWebVtt, getWorkspaceDurationMs, parseWorkspace, type SubtitleCue } from '@talkreel/timeline';
import { mixWorkspaceAudio } from './audio/mix-workspace-audio.ts';
import { buildEncodeVideoArgs } from './ffmpeg/encode-video-args.ts';
import { defaultEncoderSettings, outputFps, type EncoderSettings } from './ffmpeg/encoder-settings.ts';
import { VideoEncoder } from './ffmpeg/video-encoder.ts';
import { registerBuiltInFonts } from './fonts/built-in-fonts.ts';
import { drawWorkspaceFrames, getFrameCount, getOutputSize } from './frames/draw-workspace-frames.ts';
import type { PersonFrameSource } from './frames/person-frame-source.ts';
import { createDefaultMediaPathResolver, prepareMedia, type MediaPathResolver } from './frames/prepare-media.ts';
import { getRenderOutputPaths, planStills } from './render-outputs.ts';
import { getDrawingPercent, RenderCancelledError, type RenderProgress } from './render-progress.ts';

export interface RenderWorkspaceOptions {
  /** The MP4 to write; the cover, scene thumbnails and subtitle files go next to it. */
  outputPath: string;
  /** Relative media paths resolve against this directory (default: the working directory). */
  mediaDirectory?: string;
  /** Turns an element `path` into a local file (download remote media here); replaces `mediaDirectory`. */
  resolveMediaPath?: MediaPathResolver;
  /** Output px per reference px: 1 renders 1080×1920 for 9:16; tests and previews use less. */
  scale?: number;
  /** Burns the 'Made with Talkreel' mark into the bottom-right corner (Free plan). */
  watermark?: boolean;
  personFrameSource?: PersonFrameSource;
  encoder?: Partial<EncoderSettings>;
  /** Default: the ffmpeg shipped with @ffmpeg-installer (the product passes FFMPEG_PATH from its config). */
  ffmpegPath?: string;
  ffprobePath?: string;
  temporaryDirectory?: string;
  onProgress?: (progress: RenderProgress) => void;
  /** Aborting kills every ffmpeg of the render and removes what it wrote. */
  signal?: AbortSignal;
}

export interface RenderResult {
  videoPath: string;
  coverPath: string;
  /** One JPEG per scene, 0.3 s after its start. */
  thumbnailPaths: string[];
  /** Length of the video: whole frames at 25 fps, ms. */
  durationMs: number;
  frameCount: number;
  /** Frames that repeated the one before and were not drawn again. */
  repeatedFrameCount: number;
  widthPx: number;
  heightPx: number;
  /** The SRT and WebVTT sidecars; null when the video has no captions (a recording's words are not known), and then none are written. */
  subtitles: { cues: SubtitleCue[]; srtPath: string; vttPath: string } | null;
}

/**
 * Renders a workspace (any schema version; it is migrated and validated) to
 * an H.264 + AAC MP4: media is resolved and probed, the soundtrack mixed,
 * then frames are drawn with canvas and piped into ffmpeg while it encodes.
 */
export async function renderWorkspace(workspaceDocument: unknown, options: RenderWorkspaceOptions): Promise<RenderResult> {
  const workspace = parseWorkspace(workspaceDocument);
  const ffmpegPath = options.ffmpegPath ?? resolveFfmpegPath();
  const ffprobePath = options.ffprobePath ?? resolveFfprobePath();
  const scale = options.scale ?? 1;
  const signal = options.signal;
  let lastPercent = -1;
  const report = (progress: RenderProgress) => {
    if (progress.percent === lastPercent && progress.stage !== 'done') return;
    lastPercent = progress.percent;
    options.onProgress?.(progress);
  };
  report({ stage: 'preparing', percent: 0 });
  registerBuiltInFonts();
  const outputs = getRenderOutputPaths(path.resolve(options.outputPath), workspace.scenes.length);
  await mkdir(path.dirname(outputs.videoPath), { recursive: true });
  const workDirectory = await mkdtemp(path.join(options.temporaryDirectory ?? os.tmpdir(), 'talkreel-render-'));
  const partialVideoPath = path.join(path.dirname(outputs.videoPath), `.${path.basename(outputs.videoPath, '.mp4')}.${process.pid}.partial.mp4`);
  let encoder: VideoEncoder | null = null;
  try {
    const resolve = options.resolveMediaPath ?? createDefaultMediaPathResolver(options.mediaDirectory ?? process.cwd());
    const media = await prepareMedia(workspace, resolve, ffprobePath);
    const frameCount = getFrameCount(getWorkspaceDurationMs(workspace));
    const durationMs = (frameCount * 1000) / outputFps;
    const { widthPx, heightPx } = getOutputSize(workspace, scale);
    report({ stage: 'mixing-audio', percent: 2 });
    const audioPath = path.join(workDirectory, 'soundtrack.wav');
    await mixWorkspaceAudio({ workspace, media, durationMs, outputPath: audioPath, ffmpegPath, ...(signal ? { signal } : {}) });
    report({ stage: 'drawing', percent: 5, frameIndex: 0, frameCount });
    const encoderSettings = { ...defaultEncoderSettings, ...options.encoder };
    encoder = await VideoEncoder.start({
      ffmpegPath,
      workDirectory,
      widthPx,
      heightPx,
      buildArgs: (fifoPath) =>
        buildEncodeVideoArgs({
          widthPx,
          heightPx,
          audioPath,
          outputPath: partialVideoPath,
          encoder: encoderSettings,
          framesInput: { kind: 'matroska', path: fifoPath },
        }),
      ...(signal ? { signal } : {}),
    });
    const stillsDirectory = path.join(workDirectory, 'stills');
    await mkdir(stillsDirectory);
    const temporaryStill = (finalPath: string) => path.join(stillsDirectory, path.basename(finalPath));
    const stills = planStills(workspace, frameCount, {
      coverPath: temporaryStill(outputs.coverPath),
      thumbnailPaths: outputs.thumbnailPaths.map(temporaryStill),
    });
    const drawn = await drawWorkspaceFrames(
      {
        workspace,
        media,
        scale,
        stills,
        ffmpegPath,
        hasWatermark: options.watermark ?? false,
        ...(options.personFrameSource ? { personFrameSource: options.personFrameSource } : {}),
        ...(signal ? { signal } : {}),
        onFrame: (frameIndex) => report({ stage: 'drawing', percent: getDrawingPercent(frameIndex, frameCount), frameIndex, frameCount }),
      },
      encoder,
    );
    report({ stage: 'finishing', percent: 97 });
    await encoder.finish();
    const cues = findSubtitleCues(workspace);
    if (cues.length > 0) {
      await writeFile(outputs.srtPath, formatSrt(cues));
      await writeFile(outputs.vttPath, formatWebVtt(cues));
    } else {
      // No captions, no sidecars: an empty SRT offers nothing, and one left by an earlier render here would be another video's.
      await Promise.all([outputs.srtPath, outputs.vttPath].map((file) => rm(file, { force: true })));
    }
    for (const finalPath of [outputs.coverPath, ...outputs.thumbnailPaths]) await copyFile(temporaryStill(finalPath), finalPath);
    await rename(partialVideoPath, outputs.videoPath);
    report({ stage: 'done', percent: 100 });
    return {
      videoPath: outputs.videoPath,
      coverPath: outputs.coverPath,
      thumbnailPaths: outputs.thumbnailPaths,
      durationMs,
      frameCount,
      repeatedFrameCount: drawn.repeatedFrameCount,
      widthPx,
      heightPx,
      subtitles: cues.length > 0 ? { cues, srtPath: outputs.srtPath, vttPath: outputs.vttPath } : null,
    };
  } catch (error) {
    await encoder?.kill();
    await rm(partialVideoPath, { force: true });
    if (signal?.aborted) {
      await Promise.all([outputs.coverPath, ...outputs.thumbnailPaths, outputs.srtPath, outputs.vttPath].map((file) => rm(file, { force: true })));
      throw new RenderCancelledError();
    }
    throw error;
  } finally {
    await rm(workDirectory, { recursive: true, force: true });
  }
}
