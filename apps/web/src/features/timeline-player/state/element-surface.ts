/**
 * An element drawn at canvas resolution, unrotated, ready to be composited
 * with its frame transform; it extends `paddingPx` beyond the box on every
 * side for strokes, shadows and blur. Drawing each element into its own
 * surface first is what makes `alpha` and fades apply to the element as a
 * whole (a faded subtitle's outline does not show through its fill), as in
 * the renderer.
 */
export interface ElementSurface {
  canvas: HTMLCanvasElement;
  context: CanvasRenderingContext2D;
  boxWidthPx: number;
  boxHeightPx: number;
  paddingPx: number;
}

export function createElementSurface(boxWidthPx: number, boxHeightPx: number, paddingPx: number): ElementSurface {
  const canvas = document.createElement('canvas');
  canvas.width = boxWidthPx + 2 * paddingPx;
  canvas.height = boxHeightPx + 2 * paddingPx;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw on a canvas');
  return { canvas, context, boxWidthPx, boxHeightPx, paddingPx };
}

/** The element box at canvas resolution, at least 1 px each way (rounded as the renderer rounds it). */
export function getBoxSizePx(box: { w: number; h: number }, scale: number): { widthPx: number; heightPx: number } {
  return { widthPx: Math.max(1, Math.round(box.w * scale)), heightPx: Math.max(1, Math.round(box.h * scale)) };
}
