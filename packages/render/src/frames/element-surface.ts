import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

/**
 * An element drawn once at output resolution, unrotated, ready to be
 * composited with its frame transform. The canvas extends `paddingPx`
 * beyond the box on every side for strokes, shadows and blur.
 */
export interface ElementSurface {
  canvas: Canvas;
  context: SKRSContext2D;
  boxWidthPx: number;
  boxHeightPx: number;
  paddingPx: number;
  /** Changes whenever the pixels change; frame signatures are built from it. */
  version: string;
}

export function createElementSurface(boxWidthPx: number, boxHeightPx: number, paddingPx: number, version: string): ElementSurface {
  const canvas = createCanvas(boxWidthPx + 2 * paddingPx, boxHeightPx + 2 * paddingPx);
  return { canvas, context: canvas.getContext('2d'), boxWidthPx, boxHeightPx, paddingPx, version };
}

/** The element box at output resolution, at least 1 px each way. */
export function getBoxSizePx(box: { w: number; h: number }, scale: number): { widthPx: number; heightPx: number } {
  return { widthPx: Math.max(1, Math.round(box.w * scale)), heightPx: Math.max(1, Math.round(box.h * scale)) };
}
