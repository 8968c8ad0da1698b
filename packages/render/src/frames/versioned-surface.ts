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
  /**
   * Set when the canvas holds exactly these straight RGBA pixels (rows of
   * `widthPx`) from its origin, every one opaque, and nothing else: no
   * padding, outline or effect. Premultiplied then equals straight, so the
   * compositor may read a frame that is only this surface, drawn 1:1, from
   * here instead of drawing and reading back the canvas. Valid until the
   * next `surfaceAt`.
   */
  opaquePixels?: { data: Uint8Array; widthPx: number } | undefined;
  /**
   * Set while the canvas lags behind `opaquePixels` (a frame read from its
   * pixels needs no canvas, so putting them there waits): brings the canvas
   * up to date. Call it before drawing the canvas.
   */
  syncCanvas?: (() => void) | undefined;
}

export function createVersionedSurface(boxWidthPx: number, boxHeightPx: number, paddingPx: number, version: string): VersionedSurface {
  return { ...createElementSurface<Canvas, SKRSContext2D>(createCanvas, boxWidthPx, boxHeightPx, paddingPx), version };
}
