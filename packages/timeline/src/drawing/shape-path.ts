import type { ShapeKind } from '../schema/element-shape-schema.ts';

/** The path methods shapes need: a browser CanvasRenderingContext2D and @napi-rs/canvas's context both have them. */
export interface ShapePathContext {
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  rect(x: number, y: number, width: number, height: number): void;
  roundRect(x: number, y: number, width: number, height: number, radii?: number | number[]): void;
  ellipse(x: number, y: number, radiusX: number, radiusY: number, rotation: number, startAngle: number, endAngle: number): void;
}

/**
 * Adds an element outline to the current path: the ellipse inscribed in the
 * box, a (rounded) rectangle, or an upward triangle on the box's bottom edge.
 */
export function traceShapePath(context: ShapePathContext, kind: ShapeKind, x: number, y: number, widthPx: number, heightPx: number, cornerRadiusPx = 0): void {
  context.beginPath();
  switch (kind) {
    case 'circle':
      context.ellipse(x + widthPx / 2, y + heightPx / 2, widthPx / 2, heightPx / 2, 0, 0, Math.PI * 2);
      break;
    case 'triangle':
      context.moveTo(x + widthPx / 2, y);
      context.lineTo(x + widthPx, y + heightPx);
      context.lineTo(x, y + heightPx);
      context.closePath();
      break;
    case 'square': {
      const radius = Math.min(cornerRadiusPx, widthPx / 2, heightPx / 2);
      if (radius > 0) context.roundRect(x, y, widthPx, heightPx, radius);
      else context.rect(x, y, widthPx, heightPx);
      break;
    }
  }
}
