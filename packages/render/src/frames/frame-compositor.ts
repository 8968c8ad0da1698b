import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { createWatermark, ElementCompositor, type VisibleElement, type Watermark } from '@talkreel/timeline';
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

function signatureOf({ visual, surface }: FrameItem): string {
  const { translateXPx, translateYPx, scale, rotationDeg, opacity } = visual.transform;
  return `${visual.key}#${surface.version}#${translateXPx.toFixed(2)},${translateYPx.toFixed(2)},${scale.toFixed(4)},${rotationDeg.toFixed(3)},${opacity.toFixed(4)}`;
}

const hasBackdrop = (item: FrameItem) => (item.visual.element.shape?.background_gauss ?? 0) > 0;

/**
 * Composes frames and skips work that would redraw the same pixels: an
 * identical frame is not drawn at all, and runs of elements that did not
 * change since the previous frame are composited once into a cached layer
 * (the background with everything static on it; a large stack of static
 * elements above a playing video) and then blitted.
 */
export class FrameCompositor {
  readonly canvas: Canvas;
  readonly #context: SKRSContext2D;
  readonly #options: FrameCompositorOptions;
  readonly #elements = new ElementCompositor<Canvas>(createCanvas);
  readonly #layers = new Map<string, Canvas>();
  readonly #watermark: Watermark<Canvas> | null;
  readonly #opaqueColors = new Map<string, boolean>();
  #previousSignatures = new Map<string, string>();
  #previousFrameSignature = '';

  constructor(options: FrameCompositorOptions) {
    this.#options = options;
    this.canvas = createCanvas(options.widthPx, options.heightPx);
    this.#context = this.canvas.getContext('2d');
    this.#watermark = options.hasWatermark ? createWatermark<Canvas>(createCanvas, options.widthPx, options.heightPx) : null;
  }

  /** Draws one frame; false when it is the previous frame again and nothing was drawn. */
  compose(backgroundColor: string, items: readonly FrameItem[]): boolean {
    const signatures = items.map(signatureOf);
    const frameSignature = `${backgroundColor}|${signatures.join('|')}`;
    if (frameSignature === this.#previousFrameSignature) return false;
    const isStable = items.map((item, index) => this.#previousSignatures.get(item.visual.key) === signatures[index]);
    let bottomCount = 0;
    while (bottomCount < items.length && isStable[bottomCount]) bottomCount += 1;
    if (bottomCount > 0) {
      const layer = this.#layer(`${backgroundColor}|${signatures.slice(0, bottomCount).join('|')}`, (canvas, context) => {
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
        const layer = this.#layer(signatures.slice(index, runEnd).join('|'), (canvas, context) => {
          for (const item of run) this.#elements.draw(canvas, context, item.visual, item.surface, this.#options.scale);
        });
        this.#context.drawImage(layer, 0, 0);
        index = runEnd;
        continue;
      }
      const item = items[index]!;
      this.#elements.draw(this.canvas, this.#context, item.visual, item.surface, this.#options.scale);
      index += 1;
    }
    if (this.#watermark) this.#context.drawImage(this.#watermark.canvas, this.#watermark.leftPx, this.#watermark.topPx);
    this.#previousSignatures = new Map(items.map((item, itemIndex) => [item.visual.key, signatures[itemIndex]!]));
    this.#previousFrameSignature = frameSignature;
    return true;
  }

  /**
   * The frame's RGBA pixels (opaque, so premultiplied equals straight).
   * Reading one pixel first makes Skia rasterise the recorded drawing in
   * place; `data()` on an unflushed canvas was measured 3–4 times slower,
   * most of it kernel time spent on fresh memory.
   */
  readPixels(): Buffer {
    this.#context.getImageData(0, 0, 1, 1);
    return this.canvas.data();
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
