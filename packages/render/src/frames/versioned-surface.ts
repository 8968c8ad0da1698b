import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { createElementSurface, type ElementSurface } from '@talkreel/timeline';

/** An element surface on a Skia canvas, with a version the frame compositor caches by. */
export interface VersionedSurface extends ElementSurface<Canvas, SKRSContext2D> {
  /** Changes whenever the pixels change; frame signatures are built from it. */
  version: string;
  /**
   * Where the pixels changed from version `sinceVersion` to this one, in
   * surface canvas px; absent when unknown (anywhere). A talking head
   * repaints only its face, and the compositor reads back only that.
   */
  changedBox?: { left: number; top: number; right: number; bottom: number; sinceVersion: string } | undefined;
}

export function createVersionedSurface(boxWidthPx: number, boxHeightPx: number, paddingPx: number, version: string): VersionedSurface {
  return { ...createElementSurface<Canvas, SKRSContext2D>(createCanvas, boxWidthPx, boxHeightPx, paddingPx), version };
}
