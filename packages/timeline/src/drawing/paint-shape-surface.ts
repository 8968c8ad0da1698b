import type { ShapeElement } from '../schema/element-schema.ts';
import type { ElementSurface } from './element-surface.ts';
import { traceShapePath } from './shape-path.ts';

/** Room for the stroke and the self-blur beyond the box, px. */
export function getShapePaddingPx(element: ShapeElement, scale: number): number {
  return Math.ceil(((element.prop.shapeInfo?.strokeWidth ?? 0) / 2 + element.gauss * 2) * scale) + 1;
}

/**
 * A shape element into a blank surface: its outline filled with
 * `shape.color`, stroked per shapeInfo, optionally blurred (gauss).
 */
export function paintShapeSurface(surface: ElementSurface, element: ShapeElement, scale: number): void {
  const { context, paddingPx, boxWidthPx, boxHeightPx } = surface;
  context.save();
  context.translate(paddingPx, paddingPx);
  if (element.gauss > 0) context.filter = `blur(${(element.gauss * scale).toFixed(2)}px)`;
  traceShapePath(context, element.shape.type, 0, 0, boxWidthPx, boxHeightPx, element.shape.radius * scale);
  if (element.shape.color) {
    context.fillStyle = element.shape.color;
    context.fill();
  }
  const stroke = element.prop.shapeInfo;
  if (stroke?.strokeColor && stroke.strokeWidth > 0) {
    context.strokeStyle = stroke.strokeColor;
    context.lineWidth = stroke.strokeWidth * scale;
    context.stroke();
  }
  context.restore();
}
