import { writeFile } from 'node:fs/promises';
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { evaluate, getCanvasSize, getWorkspaceDurationMs, type Workspace } from '@talkreel/timeline';
import { outputFps } from '../ffmpeg/encoder-settings.ts';
import type { ChangedRegion } from './changed-region.ts';
import { ElementSurfaces } from './element-surfaces.ts';
import { FrameCompositor, type FrameItem } from './frame-compositor.ts';
import type { PersonFrameSource } from './person-frame-source.ts';
import type { PreparedMedia } from './prepare-media.ts';

/** Where drawn frames go: the encoder's stdin, or a raw file when measuring the encoder alone. */
export interface FrameSink {
  /**
   * Resolves when the sink can take the next frame (the buffer may still be
   * in flight). `rgba` is one of a few reused buffers: it keeps its pixels
   * until the next call to writeFrame has resolved, so a sink must be done
   * with it (or copy it) by then. A repeated frame is the same buffer again.
   * `change` says where the frame differs from the one handed before it
   * (nothing, for a repeat).
   */
  writeFrame(rgba: Buffer, frameIndex: number, change: ChangedRegion): Promise<void>;
}

export interface DrawFramesOptions {
  workspace: Workspace;
  media: PreparedMedia;
  /** Output px per reference px. */
  scale: number;
  hasWatermark: boolean;
  ffmpegPath: string;
  personFrameSource?: PersonFrameSource;
  /** JPEG stills to save as their frame is drawn (cover, scene thumbnails): frame index → files. */
  stills?: ReadonlyMap<number, readonly string[]>;
  onFrame?: (frameIndex: number, frameCount: number) => void;
  signal?: AbortSignal;
}

export interface DrawnFrames {
  frameCount: number;
  /** Frames identical to the one before, sent again without drawing. */
  repeatedFrameCount: number;
}

/** Whole frames covering the workspace at 25 fps (at least one). */
export function getFrameCount(durationMs: number): number {
  return Math.max(1, Math.round((durationMs * outputFps) / 1000));
}

/** An even output size (yuv420p needs even sides) at `scale` of the reference canvas. */
export function getOutputSize(workspace: Workspace, scale: number): { widthPx: number; heightPx: number } {
  const reference = getCanvasSize(workspace.aspect_ratio);
  const even = (px: number) => Math.max(2, 2 * Math.round((px * scale) / 2));
  return { widthPx: even(reference.widthPx), heightPx: even(reference.heightPx) };
}

/**
 * Draws every frame of a workspace in order and hands each to the sink.
 * The sink write is not awaited until the next frame is drawn, so ffmpeg
 * encodes frame N while frame N + 1 is being drawn.
 */
export async function drawWorkspaceFrames(options: DrawFramesOptions, sink: FrameSink): Promise<DrawnFrames> {
  const { workspace, scale, signal } = options;
  const { widthPx, heightPx } = getOutputSize(workspace, scale);
  const frameCount = getFrameCount(getWorkspaceDurationMs(workspace));
  const surfaces = new ElementSurfaces({
    aspectRatio: workspace.aspect_ratio,
    scale: widthPx / getCanvasSize(workspace.aspect_ratio).widthPx,
    media: options.media,
    ffmpegPath: options.ffmpegPath,
    ...(options.personFrameSource ? { personFrameSource: options.personFrameSource } : {}),
    ...(signal ? { signal } : {}),
  });
  const compositor = new FrameCompositor({
    widthPx,
    heightPx,
    scale: widthPx / getCanvasSize(workspace.aspect_ratio).widthPx,
    hasWatermark: options.hasWatermark,
  });
  let pixels: Buffer | null = null;
  let repeatedFrameCount = 0;
  let pendingWrite: Promise<void> = Promise.resolve();
  try {
    for (let frameIndex = 0; frameIndex < frameCount; frameIndex += 1) {
      // Cheap frames resolve every await at once: without a turn of the event
      // loop, an abort, a progress poll or a request would wait for the whole render.
      await yieldToEventLoop();
      signal?.throwIfAborted();
      const timeMs = (frameIndex * 1000) / outputFps;
      const frame = evaluate(workspace, timeMs, { mediaDurationsMs: options.media.mediaDurationsMs });
      const items: FrameItem[] = [];
      for (const visual of frame.visuals) {
        const surface = await surfaces.get(visual, frame.scene?.startMs ?? 0);
        if (surface) items.push({ visual, surface });
      }
      const isNewPicture = compositor.compose(frame.scene?.backgroundColor ?? '#000000', items);
      let change: ChangedRegion = [];
      if (isNewPicture || !pixels) {
        pixels = compositor.readPixels();
        change = compositor.changedRegion;
      } else repeatedFrameCount += 1;
      const stillPaths = options.stills?.get(frameIndex) ?? [];
      if (stillPaths.length > 0) {
        const jpeg = await compositor.canvas.encode('jpeg', 90);
        await Promise.all(stillPaths.map((stillPath) => writeFile(stillPath, jpeg)));
      }
      await pendingWrite;
      pendingWrite = sink.writeFrame(pixels, frameIndex, change);
      // If the loop stops (abort, a failed surface) before this write is awaited, its later rejection must not go unhandled.
      pendingWrite.catch(() => undefined);
      await surfaces.closeFinished(timeMs);
      options.onFrame?.(frameIndex, frameCount);
    }
    await pendingWrite;
  } finally {
    await surfaces.closeAll();
  }
  return { frameCount, repeatedFrameCount };
}
