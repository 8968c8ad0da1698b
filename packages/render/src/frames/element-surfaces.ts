import type { Image } from '@napi-rs/canvas';
import {
  fitMedia,
  getBoxSizePx,
  getMediaPaddingPx,
  getShapePaddingPx,
  getTextPaddingPx,
  layoutText,
  layoutTextInBox,
  maxSubtitleLines,
  paintMediaSurface,
  paintShapeSurface,
  paintTextSurface,
  resolveSubtitleStyle,
  resolveTextStyle,
  type AspectRatio,
  type PersonElement,
  type VideoElement,
  type VisibleElement,
} from '@talkreel/timeline';
import type { PersonFrameSource } from './person-frame-source.ts';
import { openPersonStreamSurface, openVideoSurface, type PlayingMediaSurface } from './playing-media-surface.ts';
import type { PreparedMedia } from './prepare-media.ts';
import { createVersionedSurface, type VersionedSurface } from './versioned-surface.ts';

export interface ElementSurfacesOptions {
  aspectRatio: AspectRatio;
  /** Output px per reference px. */
  scale: number;
  media: PreparedMedia;
  ffmpegPath: string;
  personFrameSource?: PersonFrameSource;
  signal?: AbortSignal;
}

/** How many captions of one subtitle element stay painted (a caption can come back after a short one). */
const subtitleSurfacesKept = 4;

/**
 * Paints each element once into its own surface and keeps it: pictures,
 * texts and shapes never change, captions change per cue, videos per
 * decoded frame. Playing media is closed once its element's slot is over.
 */
export class ElementSurfaces {
  readonly #options: ElementSurfacesOptions;
  readonly #fixed = new Map<string, VersionedSurface>();
  readonly #captions = new Map<string, Map<string, VersionedSurface>>();
  readonly #playing = new Map<string, { media: Promise<PlayingMediaSurface | null>; endMs: number }>();

  constructor(options: ElementSurfacesOptions) {
    this.#options = options;
  }

  /** The surface to draw for a visible element this frame, or null when there is nothing to draw. */
  async get(visual: VisibleElement, sceneStartMs: number): Promise<VersionedSurface | null> {
    const { element } = visual;
    if (element.type === 'subtitle') return this.#caption(visual);
    if ((element.type === 'video' || element.type === 'person') && visual.mediaTimeMs !== null) {
      const playing = await this.#openPlaying(visual, element, sceneStartMs + element.timeline.end);
      if (playing) return playing.surfaceAt(visual.mediaTimeMs);
    }
    let surface = this.#fixed.get(visual.key);
    if (!surface) {
      surface = this.#paintFixed(visual);
      this.#fixed.set(visual.key, surface);
    }
    return surface;
  }

  #localPath(mediaPath: string): string {
    const localPath = this.#options.media.localPaths.get(mediaPath);
    if (!localPath) throw new Error(`media was not prepared: ${mediaPath}`);
    return localPath;
  }

  /** A person goes to the PersonFrameSource first; video files play through a decoder; pictures are fixed (null). */
  #openPlaying(visual: VisibleElement, element: VideoElement | PersonElement, endMs: number): Promise<PlayingMediaSurface | null> {
    const existing = this.#playing.get(visual.key);
    if (existing) return existing.media;
    const { scale, signal } = this.#options;
    const localPath = this.#localPath(element.path);
    const media = (async (): Promise<PlayingMediaSurface | null> => {
      if (element.type === 'person' && this.#options.personFrameSource) {
        const box = getBoxSizePx(element, scale);
        const request = { element, elementKey: visual.key, mediaPath: localPath, widthPx: box.widthPx, heightPx: box.heightPx, ...(signal ? { signal } : {}) };
        const stream = await this.#options.personFrameSource.open(request);
        if (stream) return openPersonStreamSurface(element, stream, scale);
      }
      if (this.#options.media.images.has(localPath)) return null;
      return openVideoSurface({ element, localPath, media: this.#options.media, scale, ffmpegPath: this.#options.ffmpegPath, ...(signal ? { signal } : {}) });
    })();
    this.#playing.set(visual.key, { media, endMs });
    return media;
  }

  #paintFixed(visual: VisibleElement): VersionedSurface {
    const { element } = visual;
    const { scale } = this.#options;
    const box = getBoxSizePx(element, scale);
    if (element.type === 'shape') {
      const surface = createVersionedSurface(box.widthPx, box.heightPx, getShapePaddingPx(element, scale), 'fixed');
      paintShapeSurface(surface, element, scale);
      return surface;
    }
    if (element.type === 'text') {
      const style = resolveTextStyle(element, scale);
      const surface = createVersionedSurface(box.widthPx, box.heightPx, getTextPaddingPx(style), 'fixed');
      paintTextSurface(surface, layoutTextInBox(surface.context, visual.text ?? '', style, { widthPx: surface.boxWidthPx, heightPx: surface.boxHeightPx }));
      return surface;
    }
    if (element.type === 'subtitle') throw new Error('captions are painted per cue');
    const image: Image | undefined = this.#options.media.images.get(this.#localPath(element.path));
    if (!image) throw new Error(`${element.path} is not a picture`);
    const surface = createVersionedSurface(box.widthPx, box.heightPx, getMediaPaddingPx(element, scale), 'fixed');
    const placement = fitMedia(image.width, image.height, box.widthPx, box.heightPx, element.fit_mode, element.shape?.content_position);
    paintMediaSurface(surface, element, scale, image, placement);
    return surface;
  }

  #caption(visual: VisibleElement): VersionedSurface | null {
    if (visual.element.type !== 'subtitle' || !visual.text) return null;
    const perElement = this.#captions.get(visual.key) ?? new Map<string, VersionedSurface>();
    this.#captions.set(visual.key, perElement);
    const existing = perElement.get(visual.text);
    if (existing) return existing;
    const { scale, aspectRatio } = this.#options;
    const style = resolveSubtitleStyle(visual.element, aspectRatio, scale);
    const box = getBoxSizePx(visual.element, scale);
    const surface = createVersionedSurface(box.widthPx, box.heightPx, getTextPaddingPx(style), `caption-${visual.text}`);
    paintTextSurface(surface, layoutText(surface.context, visual.text, style, surface.boxWidthPx, maxSubtitleLines));
    if (perElement.size >= subtitleSurfacesKept) perElement.delete(perElement.keys().next().value!);
    perElement.set(visual.text, surface);
    return surface;
  }

  /** Stops decoders of elements whose slot has ended by `timeMs`. */
  async closeFinished(timeMs: number): Promise<void> {
    for (const [key, playing] of this.#playing) {
      if (playing.endMs > timeMs) continue;
      this.#playing.delete(key);
      // A decoder that failed to open already reported its error to the frame that asked for it.
      const media = await playing.media.catch(() => null);
      await media?.close();
    }
  }

  async closeAll(): Promise<void> {
    await this.closeFinished(Infinity);
  }
}
