import type { VisibleElement } from '../evaluate/frame-evaluation.ts';
import { getDrawingContext, type CreateDrawingCanvas, type DrawingCanvas, type DrawingContext2D } from './drawing-canvas.ts';
import type { ElementSurface } from './element-surface.ts';
import { traceShapePath } from './shape-path.ts';

/** Moves the context to the element's transformed box centre, in output px. */
function applyElementTransform(context: DrawingContext2D<unknown>, visual: VisibleElement, scale: number): void {
  const { box, transform } = visual;
  context.translate((box.x + box.w / 2 + transform.translateXPx) * scale, (box.y + box.h / 2 + transform.translateYPx) * scale);
  context.rotate((transform.rotationDeg * Math.PI) / 180);
  context.scale(transform.scale, transform.scale);
}

/** Axis-aligned bounds of the transformed box in output px, grown by `marginPx` and kept on the frame. */
function getDeviceBounds(context: DrawingContext2D<unknown>, surface: ElementSurface, marginPx: number, frame: DrawingCanvas) {
  const matrix = context.getTransform();
  const halfWidth = surface.boxWidthPx / 2;
  const halfHeight = surface.boxHeightPx / 2;
  const corners = [
    [-halfWidth, -halfHeight],
    [halfWidth, -halfHeight],
    [halfWidth, halfHeight],
    [-halfWidth, halfHeight],
  ] as const;
  const xs = corners.map(([x, y]) => matrix.a * x + matrix.c * y + matrix.e);
  const ys = corners.map(([x, y]) => matrix.b * x + matrix.d * y + matrix.f);
  const left = Math.max(0, Math.floor(Math.min(...xs) - marginPx));
  const top = Math.max(0, Math.floor(Math.min(...ys) - marginPx));
  const right = Math.min(frame.width, Math.ceil(Math.max(...xs) + marginPx));
  const bottom = Math.min(frame.height, Math.ceil(Math.max(...ys) + marginPx));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Draws element surfaces onto the frame with their transform (move, rotate
 * about the box centre, scale, opacity). Backdrop blur
 * (shape.background_gauss) copies what is already drawn under the element,
 * then draws it back blurred inside the element's outline. The renderer and
 * the browser preview both composite with it; `createCanvas` makes the
 * scratch canvas the backdrop is copied to.
 */
export class ElementCompositor<TCanvas extends DrawingCanvas<DrawingContext2D<TCanvas>>> {
  readonly #createCanvas: CreateDrawingCanvas<TCanvas>;
  #scratch: TCanvas | null = null;

  constructor(createCanvas: CreateDrawingCanvas<TCanvas>) {
    this.#createCanvas = createCanvas;
  }

  #getScratch(widthPx: number, heightPx: number): TCanvas {
    if (!this.#scratch || this.#scratch.width < widthPx || this.#scratch.height < heightPx) {
      this.#scratch = this.#createCanvas(Math.max(widthPx, this.#scratch?.width ?? 0), Math.max(heightPx, this.#scratch?.height ?? 0));
    }
    return this.#scratch;
  }

  /** Draws `surface` for `visual` onto `frame` through `context` (the frame's), at `scale` output px per reference px. */
  draw(frame: TCanvas, context: DrawingContext2D<TCanvas>, visual: VisibleElement, surface: ElementSurface<TCanvas>, scale: number): void {
    const { opacity, scale: elementScale } = visual.transform;
    if (opacity <= 0.001 || elementScale <= 0.001) return;
    context.save();
    applyElementTransform(context, visual, scale);
    context.globalAlpha = Math.min(1, opacity);
    const backdropBlurPx = (visual.element.shape?.background_gauss ?? 0) * scale;
    if (backdropBlurPx > 0) this.#drawBackdrop(frame, context, visual, surface, scale, backdropBlurPx);
    context.drawImage(surface.canvas, -surface.boxWidthPx / 2 - surface.paddingPx, -surface.boxHeightPx / 2 - surface.paddingPx);
    context.restore();
  }

  #drawBackdrop(
    frame: TCanvas,
    context: DrawingContext2D<TCanvas>,
    visual: VisibleElement,
    surface: ElementSurface<TCanvas>,
    scale: number,
    blurPx: number,
  ): void {
    const shape = visual.element.shape;
    if (!shape) return;
    const bounds = getDeviceBounds(context, surface, blurPx * 3, frame);
    if (bounds.width <= 0 || bounds.height <= 0) return;
    const scratch = this.#getScratch(bounds.width, bounds.height);
    const scratchContext = getDrawingContext(scratch);
    scratchContext.clearRect(0, 0, bounds.width, bounds.height);
    scratchContext.drawImage(frame, bounds.left, bounds.top, bounds.width, bounds.height, 0, 0, bounds.width, bounds.height);
    context.save();
    traceShapePath(context, shape.type, -surface.boxWidthPx / 2, -surface.boxHeightPx / 2, surface.boxWidthPx, surface.boxHeightPx, shape.radius * scale);
    context.clip();
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.filter = `blur(${blurPx.toFixed(2)}px)`;
    context.drawImage(scratch, 0, 0, bounds.width, bounds.height, bounds.left, bounds.top, bounds.width, bounds.height);
    context.restore();
  }
}
