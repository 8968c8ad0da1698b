import { maxSubtitleLines, type AspectRatio, type FrameEvaluation, type VisibleElement, resolveSubtitleStyle, resolveTextStyle } from '@talkreel/timeline';
import { ElementCompositor } from './composite-element.ts';
import { getBoxSizePx, type ElementSurface } from './element-surface.ts';
import { isImagePath, type ImageLibrary } from './image-library.ts';
import { paintMediaSurface } from './paint-media-surface.ts';
import { paintShapeSurface } from './paint-shape-surface.ts';
import type { PlayableMediaPool } from './playable-media-pool.ts';
import { layoutText, paintTextSurface } from './text-surface.ts';
import { createWatermark, type Watermark } from './watermark.ts';

export interface FrameSources {
  images: ImageLibrary;
  media: PlayableMediaPool;
}

/** How many captions of one subtitle element stay painted (a caption can come back after a short one). */
const captionSurfacesKept = 4;

/**
 * Draws one `evaluate()` result on a canvas the way the renderer composes an
 * MP4 frame (packages/render frames/frame-compositor.ts): black, the scene
 * colour, then each visible element bottom to top from its own surface, then
 * the Free plan's watermark. Shapes, texts and pictures are painted once per
 * canvas size, captions once per cue, video frames every draw.
 */
export class FrameDrawer {
  readonly #aspectRatio: AspectRatio;
  readonly #hasWatermark: boolean;
  readonly #compositor = new ElementCompositor();
  readonly #fixed = new Map<string, ElementSurface>();
  readonly #captions = new Map<string, Map<string, ElementSurface>>();
  readonly #videoFrames = new Map<string, ElementSurface>();
  #watermark: Watermark | null = null;
  #canvasSizeKey = '';

  constructor(aspectRatio: AspectRatio, hasWatermark: boolean) {
    this.#aspectRatio = aspectRatio;
    this.#hasWatermark = hasWatermark;
  }

  /** Forgets every painted surface (after the fonts or pictures they were painted with changed). */
  invalidate(): void {
    this.#fixed.clear();
    this.#captions.clear();
    this.#videoFrames.clear();
    this.#watermark = null;
  }

  draw(canvas: HTMLCanvasElement, frame: FrameEvaluation, sources: FrameSources): void {
    const context = canvas.getContext('2d');
    if (!context) return;
    const sizeKey = `${canvas.width}x${canvas.height}`;
    if (sizeKey !== this.#canvasSizeKey) {
      this.invalidate();
      this.#canvasSizeKey = sizeKey;
    }
    const scale = canvas.width / frame.canvas.widthPx;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.globalAlpha = 1;
    // Black first: a translucent scene colour must still give an opaque frame.
    context.fillStyle = '#000000';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = frame.scene?.backgroundColor ?? '#000000';
    context.fillRect(0, 0, canvas.width, canvas.height);
    for (const visual of frame.visuals) {
      const surface = this.#surfaceOf(visual, scale, sources);
      if (surface) this.#compositor.draw(canvas, context, visual, surface, scale);
    }
    if (this.#hasWatermark) {
      this.#watermark ??= createWatermark(canvas.width, canvas.height);
      context.drawImage(this.#watermark.canvas, this.#watermark.leftPx, this.#watermark.topPx);
    }
  }

  #surfaceOf(visual: VisibleElement, scale: number, sources: FrameSources): ElementSurface | null {
    const { element } = visual;
    if (element.type === 'subtitle') return this.#caption(visual, scale);
    if ((element.type === 'video' || element.type === 'person') && !isImagePath(element.path)) {
      const frame = sources.media.getPicture(visual.key);
      if (frame) {
        const surface = paintMediaSurface(element, scale, frame, this.#videoFrames.get(visual.key));
        this.#videoFrames.set(visual.key, surface);
        return surface;
      }
      // A file `<video>` could not play may be a picture (a person's photo): then it is drawn like one below.
      if (!sources.images.getPicture(element.path)) return this.#videoFrames.get(visual.key) ?? null;
    }
    const cached = this.#fixed.get(visual.key);
    if (cached) return cached;
    let surface: ElementSurface | null = null;
    if (element.type === 'shape') surface = paintShapeSurface(element, scale);
    else if (element.type === 'text') {
      const layout = layoutText(visual.text ?? '', resolveTextStyle(element, 1), getBoxSizePx(element, 1).widthPx);
      surface = paintTextSurface(layout, element, scale);
    } else {
      const picture = sources.images.getPicture(element.path);
      if (picture) surface = paintMediaSurface(element, scale, picture);
    }
    if (surface) this.#fixed.set(visual.key, surface);
    return surface;
  }

  #caption(visual: VisibleElement, scale: number): ElementSurface | null {
    if (visual.element.type !== 'subtitle' || !visual.text) return null;
    const perElement = this.#captions.get(visual.key) ?? new Map<string, ElementSurface>();
    this.#captions.set(visual.key, perElement);
    const existing = perElement.get(visual.text);
    if (existing) return existing;
    const style = resolveSubtitleStyle(visual.element, this.#aspectRatio, 1);
    const layout = layoutText(visual.text, style, getBoxSizePx(visual.element, 1).widthPx, maxSubtitleLines);
    const surface = paintTextSurface(layout, visual.element, scale);
    if (perElement.size >= captionSurfacesKept) perElement.delete(perElement.keys().next().value!);
    perElement.set(visual.text, surface);
    return surface;
  }
}
