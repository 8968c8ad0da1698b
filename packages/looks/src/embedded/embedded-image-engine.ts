import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { ImageEngine } from '../image-engine.ts';
import type { LookImage, LookPose, LookRequest } from '../look-types.ts';
import { lookSizePx } from '../look-types.ts';
import { drawLookBackdrop } from './draw-backdrop.ts';
import { drawLookHead, neutralPose } from './draw-head.ts';
import { designLooks, type EmbeddedDesign } from './look-design.ts';
import { lookFaceGeometry } from './look-layout.ts';

/** A design drawn whole in one pose (neutral: mouth closed, eyes open), on a canvas of its own. */
export function drawLookCanvas(design: EmbeddedDesign, size: { widthPx: number; heightPx: number }, pose: LookPose = neutralPose): Canvas {
  const canvas = createCanvas(size.widthPx, size.heightPx);
  const context = canvas.getContext('2d');
  drawLookBackdrop(context, design, size);
  drawLookHead(context, design, pose, size);
  return canvas;
}

/** The still of a design as PNG (lossless: the wizard's looks, which may become photos). */
export async function renderLookPng(design: EmbeddedDesign, size: { widthPx: number; heightPx: number }, pose: LookPose = neutralPose): Promise<Uint8Array> {
  return new Uint8Array(await drawLookCanvas(design, size, pose).encode('png'));
}

/**
 * The engine that needs no key: illustrated portraits drawn to order (four
 * different people per request, the same four for the same seed), each with
 * the design that lets the animator redraw it speaking.
 */
export const embeddedImageEngine: ImageEngine = {
  name: 'embedded',
  kind: 'illustrated',
  async generate(request: LookRequest): Promise<LookImage[]> {
    const size = lookSizePx(request.aspectRatio);
    const images: LookImage[] = [];
    for (const design of designLooks(request)) {
      if (request.signal?.aborted) throw request.signal.reason instanceof Error ? request.signal.reason : new Error('The look generation was cancelled');
      images.push({
        png: await renderLookPng(design, size),
        ...size,
        face: lookFaceGeometry(design, size),
        design,
        engine: 'embedded',
      });
    }
    return images;
  },
};
