import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { createElementSurface, type ElementSurface } from '@talkreel/timeline';

/** An element surface on a Skia canvas, with a version the frame compositor caches by. */
export interface VersionedSurface extends ElementSurface<Canvas, SKRSContext2D> {
  /** Changes whenever the pixels change; frame signatures are built from it. */
  version: string;
}

export function createVersionedSurface(boxWidthPx: number, boxHeightPx: number, paddingPx: number, version: string): VersionedSurface {
  return { ...createElementSurface<Canvas, SKRSContext2D>(createCanvas, boxWidthPx, boxHeightPx, paddingPx), version };
}
