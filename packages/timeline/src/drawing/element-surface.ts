import { getDrawingContext, type CreateDrawingCanvas, type DrawingCanvas, type DrawingContext2D } from './drawing-canvas.ts';

/**
 * An element drawn once at output resolution, unrotated, ready to be
 * composited with its frame transform. The canvas extends `paddingPx`
 * beyond the box on every side for strokes, shadows and blur. Drawing each
 * element into its own surface first is what makes `alpha` and fades apply
 * to the element as a whole (a faded subtitle's outline does not show
 * through its fill).
 */
export interface ElementSurface<TCanvas extends DrawingCanvas = DrawingCanvas, TContext extends DrawingContext2D = DrawingContext2D> {
  canvas: TCanvas;
  context: TContext;
  boxWidthPx: number;
  boxHeightPx: number;
  paddingPx: number;
}

/** A blank surface for a box of `boxWidthPx`×`boxHeightPx` output px, on a canvas from `createCanvas`. */
export function createElementSurface<TCanvas extends DrawingCanvas<TContext>, TContext extends DrawingContext2D>(
  createCanvas: CreateDrawingCanvas<TCanvas>,
  boxWidthPx: number,
  boxHeightPx: number,
  paddingPx: number,
): ElementSurface<TCanvas, TContext> {
  const canvas = createCanvas(boxWidthPx + 2 * paddingPx, boxHeightPx + 2 * paddingPx);
  return { canvas, context: getDrawingContext(canvas), boxWidthPx, boxHeightPx, paddingPx };
}

/** The element box at output resolution, at least 1 px each way. */
export function getBoxSizePx(box: { w: number; h: number }, scale: number): { widthPx: number; heightPx: number } {
  return { widthPx: Math.max(1, Math.round(box.w * scale)), heightPx: Math.max(1, Math.round(box.h * scale)) };
}
