import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { type VisibleElement, traceShapePath } from '@talkreel/timeline';
import type { ElementSurface } from './element-surface.ts';

/** Moves the context to the element's transformed box centre, in output px. */
function applyElementTransform(context: SKRSContext2D, visual: VisibleElement, scale: number): void {
  const { box, transform } = visual;
  context.translate((box.x + box.w / 2 + transform.translateXPx) * scale, (box.y + box.h / 2 + transform.translateYPx) * scale);
  context.rotate((transform.rotationDeg * Math.PI) / 180);
  context.scale(transform.scale, transform.scale);
}

/** Axis-aligned bounds of the transformed box in output px, grown by `marginPx` and kept on the canvas. */
function getDeviceBounds(context: SKRSContext2D, surface: ElementSurface, marginPx: number, canvas: Canvas) {
  const matrix = context.getTransform();
  const halfWidth = surface.boxWidthPx / 2;
  const halfHeight = surface.boxHeightPx / 2;
  const corners = [[-halfWidth, -halfHeight], [halfWidth, -halfHeight], [halfWidth, halfHeight], [-halfWidth, halfHeight]].map(([x, y]) => [
    matrix.a * x! + matrix.c * y! + matrix.e,
    matrix.b * x! + matrix.d * y! + matrix.f,
  ]);
  const xs = corners.map(([x]) => x!);
  const ys = corners.map(([, y]) => y!);
  const left = Math.max(0, Math.floor(Math.min(...xs) - marginPx));
  const top = Math.max(0, Math.floor(Math.min(...ys) - marginPx));
  const right = Math.min(canvas.width, Math.ceil(Math.max(...xs) + marginPx));
  const bottom = Math.min(canvas.height, Math.ceil(Math.max(...ys) + marginPx));
  return { left, top, width: right - left, height: bottom - top };
}

/**
 * Draws elements onto the frame. Backdrop blur (shape.background_gauss)
 * copies what is already drawn under the element, then draws it back
 * blurred inside the element's outline.
 */
export class ElementCompositor {
  #scratch: Canvas | null = null;

  #getScratch(widthPx: number, heightPx: number): Canvas {
    if (!this.#scratch || this.#scratch.width < widthPx || this.#scratch.height < heightPx) {
      this.#scratch = createCanvas(Math.max(widthPx, this.#scratch?.width ?? 0), Math.max(heightPx, this.#scratch?.height ?? 0));
    }
    return this.#scratch;
  }

  draw(frame: Canvas, context: SKRSContext2D, visual: VisibleElement, surface: ElementSurface, scale: number): void {
    const { opacity, scale: elementScale } = visual.transform;
    if (opacity <= 0.001 || elementScale <= 0.001) return;
    context.save();
    applyElementTransform(context, visual, scale);
    context.globalAlpha = Math.min(1, opacity);
    const backdropBlur = (visual.element.shape?.background_gauss ?? 0) * scale;
    if (backdropBlur > 0) this.#drawBackdrop(frame, context, visual, surface, scale, backdropBlur);
    context.drawImage(surface.canvas, -surface.boxWidthPx / 2 - surface.paddingPx, -surface.boxHeightPx / 2 - surface.paddingPx);
    context.restore();
  }

  #drawBackdrop(frame: Canvas, context: SKRSContext2D, visual: VisibleElement, surface: ElementSurface, scale: number, blurPx: number): void {
    const shape = visual.element.shape!;
    const bounds = getDeviceBounds(context, surface, blurPx * 3, frame);
    if (bounds.width <= 0 || bounds.height <= 0) return;
    const scratch = this.#getScratch(bounds.width, bounds.height);
    const scratchContext = scratch.getContext('2d');
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
