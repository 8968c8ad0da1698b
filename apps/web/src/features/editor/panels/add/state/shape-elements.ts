import type { CanvasSize, ShapeElement, ShapeKind } from '@talkreel/timeline';

export const addableShapes = ['circle', 'square', 'triangle'] as const satisfies readonly ShapeKind[];
export type AddableShape = (typeof addableShapes)[number];

/** A new shape's side as a share of the canvas's short side. */
const shapeSizeShare = 0.4;
/** A new square's corner radius as a share of its side (DESIGN: rounded cards). */
const squareRadiusShare = 0.12;

/** DESIGN's primary violet, accent coral and success green: one colour per kind, so two new shapes tell apart. */
const shapeColors: Record<AddableShape, string> = { circle: '#6D5AE6', square: '#FF6B57', triangle: '#16A34A' };

/** A new shape element: a square box centred on the canvas, across `durationMs`; its zindex is set by `addElements`. */
export function buildShapeElement(type: AddableShape, canvas: CanvasSize, id: string, durationMs: number): ShapeElement {
  const side = Math.round(Math.min(canvas.widthPx, canvas.heightPx) * shapeSizeShare);
  return {
    id,
    type: 'shape',
    x: Math.round((canvas.widthPx - side) / 2),
    y: Math.round((canvas.heightPx - side) / 2),
    w: side,
    h: side,
    r: 0,
    alpha: 1,
    gauss: 0,
    zindex: 0,
    timeline: { start: 0, end: durationMs },
    prop: {},
    shape: {
      type,
      radius: type === 'square' ? Math.round(side * squareRadiusShare) : 0,
      color: shapeColors[type],
      background_gauss: 0,
      content_position: 'center',
    },
  };
}
