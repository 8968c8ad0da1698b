import {
  createWatermark,
  ElementCompositor,
  getBoxSizePx,
  getShapePaddingPx,
  maxSubtitleLines,
  paintShapeSurface,
  resolveSubtitleStyle,
  resolveTextStyle,
  type AspectRatio,
  type FrameEvaluation,
  type ShapeElement,
  type VisibleElement,
  type VisualElement,
  type Watermark,
} from '@talkreel/timeline';
import { createBrowserCanvas, createBrowserSurface, type BrowserSurface } from './browser-canvas.ts';
import type { ImageLibrary } from './image-library.ts';
import { paintMediaPictureSurface } from './paint-media-surface.ts';
import type { PlayableMediaPool } from './playable-media-pool.ts';
import { layoutReferenceText, layoutReferenceTextInBox, paintScaledTextSurface } from './text-surface.ts';

export interface FrameSources {
  images: ImageLibrary;
  media: PlayableMediaPool;
  isPicturePath(mediaPath: string): boolean;
}

/**
 * Fields the compositor applies (position, rotation, opacity) or that paint
 * nothing: an edited element that differs from the one painted only in
 * these keeps its surface, so a drag repaints no surface.
 */
const unpaintedFields = new Set(['x', 'y', 'r', 'alpha', 'zindex', 'timeline', 'id', 'track_type']);

/** Whether two versions of an element paint the same surface. Unchanged parts are shared objects after an edit, so identity is enough below the top level. */
function paintsTheSame(painted: VisualElement, next: VisualElement): boolean {
  if (painted === next) return true;
  const paintedFields = painted as unknown as Record<string, unknown>;
  const nextFields = next as unknown as Record<string, unknown>;
  for (const name of new Set([...Object.keys(paintedFields), ...Object.keys(nextFields)])) {
    if (!unpaintedFields.has(name) && !Object.is(paintedFields[name], nextFields[name])) return false;
  }
  return true;
}

/** How many captions of one subtitle element stay painted (a caption can come back after a short one). */
const captionSurfacesKept = 4;

function paintShape(element: ShapeElement, scale: number): BrowserSurface {
  const box = getBoxSizePx(element, scale);
  const surface = createBrowserSurface(box.widthPx, box.heightPx, getShapePaddingPx(element, scale));
  paintShapeSurface(surface, element, scale);
  return surface;
}

/**
 * Draws one `evaluate()` result on a canvas the way the renderer composes an
 * MP4 frame (packages/render frames/frame-compositor.ts), with the same
 * painting code from @talkreel/timeline: black, the scene colour, then each
 * visible element bottom to top from its own surface, then the Free plan's
 * watermark. Shapes, texts and pictures are painted once per canvas size and
 * element version, captions once per cue, video frames every draw. Surfaces
 * are kept by element object: an edit makes a new object of the element it
 * changes and shares the rest, so an edited element repaints and the others
 * do not.
 */
export class FrameDrawer {
  readonly #aspectRatio: AspectRatio;
  readonly #hasWatermark: boolean;
  readonly #compositor = new ElementCompositor(createBrowserCanvas);
  #fixed = new WeakMap<VisualElement, BrowserSurface>();
  #captions = new WeakMap<VisualElement, Map<string, BrowserSurface>>();
  /** The element version last painted for each key: a moved element reuses its surface. */
  readonly #paintedByKey = new Map<string, VisualElement>();
  readonly #videoFrames = new Map<string, BrowserSurface>();
  #watermark: Watermark<HTMLCanvasElement> | null = null;
  #canvasSizeKey = '';

  constructor(aspectRatio: AspectRatio, hasWatermark: boolean) {
    this.#aspectRatio = aspectRatio;
    this.#hasWatermark = hasWatermark;
  }

  /** Forgets every painted surface (after the fonts or pictures they were painted with changed). */
  invalidate(): void {
    this.#fixed = new WeakMap();
    this.#captions = new WeakMap();
    this.#paintedByKey.clear();
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
      this.#watermark ??= createWatermark(createBrowserCanvas, canvas.width, canvas.height);
      context.drawImage(this.#watermark.canvas, this.#watermark.leftPx, this.#watermark.topPx);
    }
  }

  #surfaceOf(visual: VisibleElement, scale: number, sources: FrameSources): BrowserSurface | null {
    const { element } = visual;
    if (element.type === 'subtitle') return this.#caption(visual, scale);
    if ((element.type === 'video' || element.type === 'person') && !sources.isPicturePath(element.path)) {
      const frame = sources.media.getPicture(visual.key);
      if (frame) {
        const surface = paintMediaPictureSurface(element, scale, frame, this.#videoFrames.get(visual.key));
        this.#videoFrames.set(visual.key, surface);
        return surface;
      }
      // A file `<video>` could not play may be a picture (a person's photo): then it is drawn like one below.
      if (!sources.images.getPicture(element.path)) return this.#videoFrames.get(visual.key) ?? null;
    }
    const cached = this.#find(this.#fixed, visual);
    if (cached) return cached;
    let surface: BrowserSurface | null = null;
    if (element.type === 'shape') surface = paintShape(element, scale);
    else if (element.type === 'text') {
      const layout = layoutReferenceTextInBox(visual.text ?? '', resolveTextStyle(element, 1), getBoxSizePx(element, 1));
      surface = paintScaledTextSurface(layout, element, scale);
    } else {
      const picture = sources.images.getPicture(element.path);
      if (picture) surface = paintMediaPictureSurface(element, scale, picture);
    }
    if (surface) this.#keep(this.#fixed, visual, surface);
    return surface;
  }

  /** The surface kept for this element version, or for the version painted before it when that paints the same. */
  #find<T>(cache: WeakMap<VisualElement, T>, visual: VisibleElement): T | undefined {
    const exact = cache.get(visual.element);
    if (exact) return exact;
    const painted = this.#paintedByKey.get(visual.key);
    const reused = painted && paintsTheSame(painted, visual.element) ? cache.get(painted) : undefined;
    if (reused) this.#keep(cache, visual, reused);
    return reused;
  }

  #keep<T>(cache: WeakMap<VisualElement, T>, visual: VisibleElement, value: T): void {
    cache.set(visual.element, value);
    this.#paintedByKey.set(visual.key, visual.element);
  }

  #caption(visual: VisibleElement, scale: number): BrowserSurface | null {
    if (visual.element.type !== 'subtitle' || !visual.text) return null;
    const perElement = this.#find(this.#captions, visual) ?? new Map<string, BrowserSurface>();
    this.#keep(this.#captions, visual, perElement);
    const existing = perElement.get(visual.text);
    if (existing) return existing;
    const style = resolveSubtitleStyle(visual.element, this.#aspectRatio, 1);
    const layout = layoutReferenceText(visual.text, style, getBoxSizePx(visual.element, 1).widthPx, maxSubtitleLines);
    const surface = paintScaledTextSurface(layout, visual.element, scale);
    if (perElement.size >= captionSurfacesKept) perElement.delete(perElement.keys().next().value!);
    perElement.set(visual.text, surface);
    return surface;
  }
}
