import { createCanvas, ImageData, type Canvas } from '@napi-rs/canvas';
import {
  fitMedia,
  getBoxSizePx,
  getClipRange,
  getDefaultPlayMode,
  getMediaPaddingPx,
  paintMediaSurface,
  type MediaElement,
  type PersonElement,
  type VideoElement,
} from '@talkreel/timeline';
import type { PersonFrameStream } from './person-frame-source.ts';
import type { PreparedMedia } from './prepare-media.ts';
import { putFrameIntoSurface } from './put-frame-into-surface.ts';
import { createVersionedSurface, type VersionedSurface } from './versioned-surface.ts';
import { VideoFrameReader } from './video-frame-reader.ts';

/** A looping clip keeps its decoded frames while they fit in this much memory. */
const loopCacheLimitBytes = 256 * 1024 * 1024;

/** A video (or person video / person stream) element whose surface is repainted as its frame changes. */
export interface PlayingMediaSurface {
  surfaceAt(mediaTimeMs: number): Promise<VersionedSurface | null>;
  close(): Promise<void> | void;
}

/** Media needs the slow path (drawn through a blur filter from a scratch canvas) only when it is blurred. */
function needsMediaCompositing(element: MediaElement): boolean {
  return element.gauss > 0;
}

interface VideoSurfaceOptions {
  element: VideoElement | PersonElement;
  localPath: string;
  media: PreparedMedia;
  scale: number;
  ffmpegPath: string;
  signal?: AbortSignal;
}

/** Decodes the video already cropped and scaled to where it lands, so a frame is one pixel copy. */
export function openVideoSurface(options: VideoSurfaceOptions): PlayingMediaSurface {
  const { element, scale } = options;
  const info = options.media.videos.get(options.localPath);
  if (!info?.hasVideo) throw new Error(`${element.path} has no video stream`);
  const box = getBoxSizePx(element, scale);
  const surface = createVersionedSurface(box.widthPx, box.heightPx, getMediaPaddingPx(element, scale), '');
  const placement = fitMedia(info.widthPx, info.heightPx, box.widthPx, box.heightPx, element.fit_mode, element.shape?.content_position);
  const frameWidthPx = Math.max(1, Math.round(placement.destination.width));
  const frameHeightPx = Math.max(1, Math.round(placement.destination.height));
  const isLooping = (element.prop.play_mode ?? getDefaultPlayMode(element)) === 'play-loop';
  const reader = new VideoFrameReader({
    ffmpegPath: options.ffmpegPath,
    filePath: options.localPath,
    gridStartMs: getClipRange(element, options.media.mediaDurationsMs).clipStartMs,
    crop: placement.source,
    widthPx: frameWidthPx,
    heightPx: frameHeightPx,
    cacheLimitBytes: isLooping ? loopCacheLimitBytes : 0,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const scratch: Canvas | null = needsMediaCompositing(element) ? createCanvas(frameWidthPx, frameHeightPx) : null;
  return {
    async surfaceAt(mediaTimeMs) {
      const version = `frame-${reader.indexAt(mediaTimeMs)}`;
      if (surface.version === version) return surface;
      const frame = await reader.frameAt(mediaTimeMs);
      if (!frame) return null;
      if (scratch) {
        scratch
          .getContext('2d')
          .putImageData(new ImageData(new Uint8ClampedArray(frame.buffer, frame.byteOffset, frame.length), frameWidthPx, frameHeightPx), 0, 0);
        paintMediaSurface(surface, element, scale, scratch, {
          source: { x: 0, y: 0, width: frameWidthPx, height: frameHeightPx },
          destination: placement.destination,
        });
      } else {
        putFrameIntoSurface(surface, element, scale, frame, placement.destination, frameWidthPx, frameHeightPx);
      }
      surface.version = version;
      return surface;
    },
    close: () => reader.close(),
  };
}

/**
 * Frames from a PersonFrameSource, fitted like any media; repainted when the
 * frame object changes. A frame at its drawn size is copied straight in, and
 * only its `changedBox` when it has one and lands where the one before did;
 * the surface then reports that box to the compositor.
 */
export function openPersonStreamSurface(element: PersonElement, stream: PersonFrameStream, scale: number): PlayingMediaSurface {
  const box = getBoxSizePx(element, scale);
  const surface = createVersionedSurface(box.widthPx, box.heightPx, getMediaPaddingPx(element, scale), '');
  let scratch: Canvas | null = null;
  let lastFrame: unknown = null;
  let lastFrameSize = '';
  let frameCount = 0;
  let isOpaque = false;
  /** What of the newest frame is not on the canvas yet. */
  let unpainted: FramePart | 'whole' | null = null;
  return {
    async surfaceAt(mediaTimeMs) {
      const frame = await stream.frameAt(mediaTimeMs);
      if (!frame) return null;
      if (frame === lastFrame) return surface;
      lastFrame = frame;
      const placement = fitMedia(frame.widthPx, frame.heightPx, box.widthPx, box.heightPx, element.fit_mode, element.shape?.content_position);
      const frameSize = `${frame.widthPx}x${frame.heightPx}`;
      const { source, destination } = placement;
      const isDrawnAtSize =
        !needsMediaCompositing(element) &&
        source.x === 0 &&
        source.y === 0 &&
        source.width === frame.widthPx &&
        source.height === frame.heightPx &&
        Math.round(destination.width) === frame.widthPx &&
        Math.round(destination.height) === frame.heightPx;
      const previousVersion = surface.version;
      frameCount += 1;
      surface.version = `person-${frameCount}`;
      if (isDrawnAtSize) {
        const part = frame.changedBox && frameSize === lastFrameSize ? frame.changedBox : undefined;
        lastFrameSize = frameSize;
        const left = Math.round(surface.paddingPx + destination.x);
        const top = Math.round(surface.paddingPx + destination.y);
        surface.changedBox = part
          ? { left: left + part.x, top: top + part.y, right: left + part.x + part.width, bottom: top + part.y + part.height, sinceVersion: previousVersion }
          : undefined;
        const isBare = !element.shape && surface.paddingPx === 0 && left === 0 && top === 0 && frame.widthPx === box.widthPx && frame.heightPx === box.heightPx;
        // Only the changed box can turn a frame that was opaque translucent.
        isOpaque =
          isBare &&
          (frame.isOpaque === true ||
            (part && isOpaque ? isOpaqueBox(frame.data, frame.widthPx, part) : isOpaqueBox(frame.data, frame.widthPx, wholeFrameOf(frame))));
        surface.opaquePixels = isOpaque ? { data: frame.data, widthPx: frame.widthPx } : undefined;
        // An outline is cut with antialiasing that a clip to the box would round differently: a shaped surface is
        // repainted whole (the same pixels outside the box), and still reports only the box as changed.
        const paint = (changed: FramePart | undefined) =>
          putFrameIntoSurface(surface, element, scale, frame.data, destination, frame.widthPx, frame.heightPx, element.shape ? undefined : changed);
        // Every frame is whole, so the boxes changed since the canvas was last painted, joined, bring it up to date from the newest frame.
        unpainted = unpainted === null ? (part ?? 'whole') : unpainted === 'whole' || !part ? 'whole' : joinParts(unpainted, part);
        const syncCanvas = () => {
          paint(unpainted === 'whole' || unpainted === null ? undefined : unpainted);
          unpainted = null;
          surface.syncCanvas = undefined;
        };
        if (isOpaque) surface.syncCanvas = syncCanvas;
        else syncCanvas();
        return surface;
      }
      lastFrameSize = '';
      isOpaque = false;
      unpainted = null;
      surface.syncCanvas = undefined;
      surface.opaquePixels = undefined;
      surface.changedBox = undefined;
      if (!scratch || scratch.width !== frame.widthPx || scratch.height !== frame.heightPx) scratch = createCanvas(frame.widthPx, frame.heightPx);
      const pixels = new Uint8ClampedArray(frame.data.buffer, frame.data.byteOffset, frame.widthPx * frame.heightPx * 4);
      scratch.getContext('2d').putImageData(new ImageData(pixels, frame.widthPx, frame.heightPx), 0, 0);
      paintMediaSurface(surface, element, scale, scratch, placement);
      return surface;
    },
    close: () => stream.close(),
  };
}

type FramePart = { x: number; y: number; width: number; height: number };

function joinParts(a: FramePart, b: FramePart): FramePart {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

const wholeFrameOf = (frame: { widthPx: number; heightPx: number }) => ({ x: 0, y: 0, width: frame.widthPx, height: frame.heightPx });

/** Whether every pixel of `box` (frame px) has alpha 255. */
function isOpaqueBox(data: Uint8Array, widthPx: number, box: { x: number; y: number; width: number; height: number }): boolean {
  if (data.byteOffset % 4 !== 0) {
    for (let row = box.y; row < box.y + box.height; row += 1) {
      for (let column = box.x; column < box.x + box.width; column += 1) if (data[(row * widthPx + column) * 4 + 3] !== 255) return false;
    }
    return true;
  }
  // Signed words: V8 keeps them small integers, where Uint32 words of 2^31 and above (any opaque pixel) become floats, three times slower.
  const words = new Int32Array(data.buffer, data.byteOffset, data.length >> 2);
  // Little-endian RGBA words: alpha is the top byte; one AND over the box keeps it 255 only if every alpha is.
  let alphas = -1;
  for (let row = box.y; row < box.y + box.height; row += 1) {
    const end = row * widthPx + box.x + box.width;
    for (let index = row * widthPx + box.x; index < end; index += 1) alphas &= words[index]!;
  }
  return alphas >>> 24 === 255;
}
