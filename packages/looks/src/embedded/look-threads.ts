import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { LookImage, LookRequest } from '../look-types.ts';
import { drawLookCanvas, embeddedImageEngine } from './embedded-image-engine.ts';
import { parseLookDesign } from './look-design.ts';
import { lookFaceGeometry } from './look-layout.ts';

/** The module CPU pools run these from (`pool.run(lookThreadModule, 'generateLooksInThread', request)`). */
export const lookThreadModule = new URL('./look-threads.ts', import.meta.url);

/**
 * The embedded engine's four looks, drawn on a pool thread.
 * @public
 */
export function generateLooksInThread(request: Omit<LookRequest, 'signal'>): Promise<LookImage[]> {
  return embeddedImageEngine.generate(request);
}

/** JPEG quality of a drawn cover: flat colours stay clean, and it encodes about 20× faster than PNG (17 ms against 383 ms at 720×1280) in a tenth of the bytes. */
const coverJpegQuality = 92;

/**
 * A design's cover (JPEG at the size asked) and its circle cover (the face in
 * a circle, 320 px PNG), drawn on a pool thread.
 * @public
 */
export async function renderCoversInThread(input: { design: unknown; widthPx: number; heightPx: number }): Promise<{ cover: Uint8Array; circle: Uint8Array }> {
  const design = parseLookDesign(input.design);
  const size = { widthPx: input.widthPx, heightPx: input.heightPx };
  const cover = new Uint8Array(await drawLookCanvas(design, size).encode('jpeg', coverJpegQuality));
  return { cover, circle: await circleOf(cover, lookFaceGeometry(design, size).faceBox) };
}

/**
 * The face of a picture in a circle, 320 px: the circle cover of an avatar.
 * @public
 */
export async function circleOf(png: Uint8Array, face: { x: number; y: number; width: number; height: number }): Promise<Uint8Array> {
  const image = await loadImage(png);
  const side = 320;
  const canvas = createCanvas(side, side);
  const context = canvas.getContext('2d');
  const cropSide = Math.min(image.width, image.height, Math.max(face.width, face.height) * 1.7);
  const left = Math.min(image.width - cropSide, Math.max(0, face.x + face.width / 2 - cropSide / 2));
  const top = Math.min(image.height - cropSide, Math.max(0, face.y + face.height * 0.45 - cropSide / 2));
  context.beginPath();
  context.arc(side / 2, side / 2, side / 2, 0, Math.PI * 2);
  context.clip();
  context.drawImage(image, left, top, cropSide, cropSide, 0, 0, side, side);
  return new Uint8Array(await canvas.encode('png'));
}
