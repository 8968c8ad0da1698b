import { type ShapeElement, traceShapePath } from '@talkreel/timeline';
import { createElementSurface, getBoxSizePx, type ElementSurface } from './element-surface.ts';

/** Room for the stroke and the self-blur beyond the box, px. */
function getShapePaddingPx(element: ShapeElement, scale: number): number {
  return Math.ceil(((element.prop.shapeInfo?.strokeWidth ?? 0) / 2 + element.gauss * 2) * scale) + 1;
}

/** A shape element: its outline filled with `shape.color`, stroked per shapeInfo, optionally blurred (gauss). */
export function paintShapeSurface(element: ShapeElement, scale: number): ElementSurface {
  const box = getBoxSizePx(element, scale);
  const surface = createElementSurface(box.widthPx, box.heightPx, getShapePaddingPx(element, scale));
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
  return surface;
}
