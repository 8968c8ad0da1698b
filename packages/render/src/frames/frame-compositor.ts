import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { createWatermark, ElementCompositor, type VisibleElement, type Watermark } from '@talkreel/timeline';
import { boxesIntersect, clampToFrame, getElementFootprint, type ChangedRegion, type PixelBox } from './changed-region.ts';
import { FrameReadback } from './frame-readback.ts';
import type { VersionedSurface } from './versioned-surface.ts';

export interface FrameItem {
  visual: VisibleElement;
  surface: VersionedSurface;
}

export interface FrameCompositorOptions {
  widthPx: number;
  heightPx: number;
  /** Output px per reference px. */
  scale: number;
  hasWatermark: boolean;
}

/** Runs of unchanged elements stay composited in this many full-frame layers. */
const cachedLayerCount = 4;

/** What decides an element's pixels, rounded below what shows: equal signatures let a frame or a layer be reused. */
function signatureOf({ visual, surface }: FrameItem): string {
  const { translateXPx, translateYPx, scale, rotationDeg, opacity } = visual.transform;
  return `${visual.key}#${surface.version}#${translateXPx.toFixed(2)},${translateYPx.toFixed(2)},${scale.toFixed(4)},${rotationDeg.toFixed(3)},${opacity.toFixed(4)}`;
}

/** Where and how the surface lands, unrounded: any difference may move a pixel, so the element's footprint is read back again. */
function placementSignatureOf({ visual }: FrameItem): string {
  const { translateXPx, translateYPx, scale, rotationDeg, opacity } = visual.transform;
  return `${translateXPx},${translateYPx},${scale},${rotationDeg},${opacity}`;
}

const getBackdropBlurPx = (item: FrameItem, scale: number) => (item.visual.element.shape?.background_gauss ?? 0) * scale;
const hasBackdrop = (item: FrameItem) => getBackdropBlurPx(item, 1) > 0;

interface DrawnElement {
  signature: string;
  surfaceVersion: string;
  placementSignature: string;
  footprint: PixelBox | null;
  /** The cached layer it was drawn through ('' when drawn on the frame itself): a layer may round translucent pixels differently. */
  layerSignature: string;
}

/**
 * Composes frames and skips work that would redraw the same pixels: an
 * identical frame is not drawn at all, and runs of elements that did not
 * change since the previous frame are composited once into a cached layer
 * (the background with everything static on it; a large stack of static
 * elements above a playing video) and then blitted.
 */
export class FrameCompositor {
  readonly #canvas: Canvas;
  readonly #context: SKRSContext2D;
  readonly #options: FrameCompositorOptions;
  readonly #elements = new ElementCompositor<Canvas>(createCanvas);
  readonly #layers = new Map<string, Canvas>();
  readonly #watermark: Watermark<Canvas> | null;
  readonly #opaqueColors = new Map<string, boolean>();
  readonly #readback: FrameReadback;
  #previousFrameSignature = '';
  #previousBackgroundColor: string | null = null;
  /** Element key → how it was drawn in the previous frame, in stacking order. */
  #previousElements = new Map<string, DrawnElement>();
  /** Where the frame on the canvas differs from the one drawn before it. */
  #changedRegion: ChangedRegion = 'whole-frame';
  /** The frame's pixels when it is one opaque surface drawn 1:1 over the whole frame (see #findOnlyPixels). */
  #onlyPixels: Uint8Array | null = null;
  /** Paints the last frame on the canvas when it was read from #onlyPixels instead. */
  #paintDeferred: (() => void) | null = null;

  constructor(options: FrameCompositorOptions) {
    this.#options = options;
    this.#canvas = createCanvas(options.widthPx, options.heightPx);
    this.#context = this.#canvas.getContext('2d');
    this.#watermark = options.hasWatermark ? createWatermark<Canvas>(createCanvas, options.widthPx, options.heightPx) : null;
    this.#readback = new FrameReadback(this.#canvas);
  }

  /** The frame drawn last (a frame read straight from its one surface's pixels is drawn here only when asked for). */
  get canvas(): Canvas {
    this.#paintDeferred?.();
    this.#paintDeferred = null;
    return this.#canvas;
  }

  /** Draws one frame; false when it is the previous frame again and nothing was drawn. */
  compose(backgroundColor: string, items: readonly FrameItem[]): boolean {
    const signatures = items.map(signatureOf);
    const frameSignature = `${backgroundColor}|${signatures.join('|')}`;
    if (frameSignature === this.#previousFrameSignature) return false;
    const drawnElements = items.map((item, index): DrawnElement => ({
      signature: signatures[index]!,
      surfaceVersion: item.surface.version,
      placementSignature: placementSignatureOf(item),
      footprint: getElementFootprint(item.visual, item.surface, this.#options.scale, this.#options),
      layerSignature: '',
    }));
    this.#onlyPixels = this.#findOnlyPixels(items);
    this.#paintDeferred = null;
    if (this.#onlyPixels) {
      this.#paintDeferred = () => {
        for (const item of items) item.surface.syncCanvas?.();
        this.#paintBackground(this.#context, backgroundColor);
        for (const item of items) this.#elements.draw(this.#canvas, this.#context, item.visual, item.surface, this.#options.scale);
      };
    } else {
      for (const item of items) item.surface.syncCanvas?.();
      this.#paint(backgroundColor, items, signatures, drawnElements);
    }
    const changedRegion = this.#findChangedRegion(backgroundColor, items, drawnElements);
    this.#previousFrameSignature = frameSignature;
    this.#previousBackgroundColor = backgroundColor;
    this.#previousElements = new Map(items.map((item, itemIndex) => [item.visual.key, drawnElements[itemIndex]!]));
    this.#changedRegion = changedRegion;
    return true;
  }

  /**
   * The pixels of the whole frame when it is exactly one surface's opaque
   * pixels: one element, no watermark, drawn unrotated at scale 1, fully
   * opaque, with its canvas covering the frame from the origin. Copying them
   * gives the bytes drawing and reading back the canvas would (the
   * frame-compositor test checks it), without a draw, a readback or the
   * fresh frame-sized memory `data()` takes.
   */
  #findOnlyPixels(items: readonly FrameItem[]): Uint8Array | null {
    if (items.length !== 1 || this.#watermark) return null;
    const { visual, surface } = items[0]!;
    const pixels = surface.opaquePixels;
    const { transform, box } = visual;
    if (!pixels || pixels.widthPx !== this.#options.widthPx || surface.canvas.width !== this.#options.widthPx) return null;
    if (surface.canvas.height !== this.#options.heightPx || pixels.data.length < this.#options.widthPx * this.#options.heightPx * 4) return null;
    if (transform.scale !== 1 || transform.rotationDeg !== 0 || transform.opacity < 1 || hasBackdrop(items[0]!)) return null;
    // Where the canvas's origin lands (ElementCompositor draws it centred on the box centre); Skia's float matrix absorbs a last-bit error.
    const left = (box.x + box.w / 2 + transform.translateXPx) * this.#options.scale - surface.boxWidthPx / 2 - surface.paddingPx;
    const top = (box.y + box.h / 2 + transform.translateYPx) * this.#options.scale - surface.boxHeightPx / 2 - surface.paddingPx;
    return Math.abs(left) < 1e-6 && Math.abs(top) < 1e-6 ? pixels.data : null;
  }

  /** Draws the frame on the canvas, through cached layers where runs of elements did not change. */
  #paint(backgroundColor: string, items: readonly FrameItem[], signatures: readonly string[], drawnElements: readonly DrawnElement[]): void {
    const markLayer = (layerSignature: string, start: number, end: number) => {
      for (const drawn of drawnElements.slice(start, end)) drawn.layerSignature = layerSignature;
    };
    const isStable = items.map((item, index) => this.#previousElements.get(item.visual.key)?.signature === signatures[index]);
    let bottomCount = 0;
    while (bottomCount < items.length && isStable[bottomCount]) bottomCount += 1;
    if (bottomCount > 0) {
      const layerSignature = `${backgroundColor}|${signatures.slice(0, bottomCount).join('|')}`;
      markLayer(layerSignature, 0, bottomCount);
      const layer = this.#layer(layerSignature, (canvas, context) => {
        this.#paintBackground(context, backgroundColor);
        for (const item of items.slice(0, bottomCount)) this.#elements.draw(canvas, context, item.visual, item.surface, this.#options.scale);
      });
      this.#context.drawImage(layer, 0, 0);
    } else {
      this.#paintBackground(this.#context, backgroundColor);
    }
    let index = bottomCount;
    while (index < items.length) {
      let runEnd = index;
      while (runEnd < items.length && isStable[runEnd] && !hasBackdrop(items[runEnd]!)) runEnd += 1;
      if (runEnd - index >= 2 && this.#isWorthCaching(items.slice(index, runEnd))) {
        const run = items.slice(index, runEnd);
        const layerSignature = signatures.slice(index, runEnd).join('|');
        markLayer(layerSignature, index, runEnd);
        const layer = this.#layer(layerSignature, (canvas, context) => {
          for (const item of run) this.#elements.draw(canvas, context, item.visual, item.surface, this.#options.scale);
        });
        this.#context.drawImage(layer, 0, 0);
        index = runEnd;
        continue;
      }
      const item = items[index]!;
      this.#elements.draw(this.#canvas, this.#context, item.visual, item.surface, this.#options.scale);
      index += 1;
    }
    if (this.#watermark) this.#context.drawImage(this.#watermark.canvas, this.#watermark.leftPx, this.#watermark.topPx);
  }

  /** Where the frame drawn last differs from the one drawn before it. */
  get changedRegion(): ChangedRegion {
    return this.#changedRegion;
  }

  /**
   * The frame's RGBA pixels (opaque, so premultiplied equals straight), in
   * one of a few reused buffers: it stays as it is until two more frames
   * have been read (see FrameReadback).
   */
  readPixels(): Buffer {
    return this.#readback.read(this.#changedRegion, this.#onlyPixels ?? undefined);
  }

  /**
   * Where this frame can differ from the previous one: the footprints, then
   * and now, of elements that changed, came or went or were drawn through
   * another layer, then of backdrop-blurred elements over any of those. A
   * new background or a new stacking order changes the whole frame.
   */
  #findChangedRegion(backgroundColor: string, items: readonly FrameItem[], drawnElements: readonly DrawnElement[]): PixelBox[] | 'whole-frame' {
    if (backgroundColor !== this.#previousBackgroundColor) return 'whole-frame';
    const previous = this.#previousElements;
    const keys = items.map((item) => item.visual.key);
    const currentKeys = new Set(keys);
    const previousOrder = [...previous.keys()].filter((key) => currentKeys.has(key));
    const currentOrder = keys.filter((key) => previous.has(key));
    if (previousOrder.some((key, index) => currentOrder[index] !== key)) return 'whole-frame';
    const boxes: PixelBox[] = [];
    const add = (box: PixelBox | null | undefined) => {
      if (box) boxes.push(box);
    };
    drawnElements.forEach((drawn, index) => {
      const before = previous.get(keys[index]!);
      const isInPlace = before?.placementSignature === drawn.placementSignature && before.layerSignature === drawn.layerSignature;
      if (isInPlace && before.surfaceVersion === drawn.surfaceVersion) return;
      // A surface that knows which part of it changed since the version drawn before changes only that part of the frame.
      const { visual, surface } = items[index]!;
      if (isInPlace && surface.changedBox && surface.changedBox.sinceVersion === before.surfaceVersion) {
        add(getElementFootprint(visual, surface, this.#options.scale, this.#options, surface.changedBox));
        return;
      }
      add(drawn.footprint);
      add(before?.footprint);
    });
    for (const [key, before] of previous) if (!currentKeys.has(key)) add(before.footprint);
    this.#addBackdropsOverChanges(items, drawnElements, boxes);
    return boxes;
  }

  /** Adds, bottom to top, each backdrop-blurred element whose surroundings changed: it shows them blurred. */
  #addBackdropsOverChanges(items: readonly FrameItem[], drawnElements: readonly DrawnElement[], boxes: PixelBox[]): void {
    items.forEach((item, index) => {
      const footprint = drawnElements[index]!.footprint;
      const blurPx = getBackdropBlurPx(item, this.#options.scale);
      if (!footprint || blurPx <= 0) return;
      // The backdrop samples up to three blur radii around the element (ElementCompositor's margin).
      const reach = clampToFrame(footprint, blurPx * 3 + 2, this.#options);
      if (reach && boxes.some((box) => boxesIntersect(box, reach))) boxes.push(footprint);
    });
  }

  /** Whether a CSS colour covers what is under it, found once per colour by painting one pixel. */
  #isOpaque(color: string): boolean {
    let isOpaque = this.#opaqueColors.get(color);
    if (isOpaque === undefined) {
      const probe = createCanvas(1, 1).getContext('2d');
      probe.fillStyle = color;
      probe.fillRect(0, 0, 1, 1);
      isOpaque = probe.getImageData(0, 0, 1, 1).data[3] === 255;
      this.#opaqueColors.set(color, isOpaque);
    }
    return isOpaque;
  }

  /**
   * Above a changing element a cached layer costs one full-frame blend per
   * frame, while drawing the run costs one blit per surface: caching pays
   * only when the surfaces together cover more than a frame.
   */
  #isWorthCaching(run: readonly FrameItem[]): boolean {
    const surfacePixels = run.reduce((sum, { surface }) => sum + surface.canvas.width * surface.canvas.height, 0);
    return surfacePixels > this.#options.widthPx * this.#options.heightPx;
  }

  #paintBackground(context: SKRSContext2D, backgroundColor: string): void {
    // A translucent scene colour goes over black, so that every frame is opaque.
    if (!this.#isOpaque(backgroundColor)) {
      context.fillStyle = '#000000';
      context.fillRect(0, 0, this.#options.widthPx, this.#options.heightPx);
    }
    context.fillStyle = backgroundColor;
    context.fillRect(0, 0, this.#options.widthPx, this.#options.heightPx);
  }

  /** A cached layer by signature, painted on first use; the least recently used one is recycled. */
  #layer(signature: string, paint: (canvas: Canvas, context: SKRSContext2D) => void): Canvas {
    const cached = this.#layers.get(signature);
    if (cached) {
      this.#layers.delete(signature);
      this.#layers.set(signature, cached);
      return cached;
    }
    let canvas: Canvas;
    if (this.#layers.size >= cachedLayerCount) {
      const [oldest, recycled] = this.#layers.entries().next().value!;
      this.#layers.delete(oldest);
      canvas = recycled;
    } else {
      canvas = createCanvas(this.#options.widthPx, this.#options.heightPx);
    }
    const context = canvas.getContext('2d');
    context.clearRect(0, 0, canvas.width, canvas.height);
    paint(canvas, context);
    this.#layers.set(signature, canvas);
    return canvas;
  }
}
