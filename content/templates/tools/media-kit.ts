/** Drawing helpers of the template media recipes: rounded rectangles, circles, gradients, shadows, grain, and saving a canvas as PNG or JPG. */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { registerBuiltInFonts } from '../../../packages/render/src/fonts/built-in-fonts.ts';

export type Ctx = SKRSContext2D;
registerBuiltInFonts();
export const mediaDirectory = fileURLToPath(new URL('../media/', import.meta.url));

// ---------- helpers ----------

export function rr(c: Ctx, x: number, y: number, w: number, h: number, r: number): void {
  c.beginPath();
  c.roundRect(x, y, w, h, r);
}

export function fillRR(c: Ctx, x: number, y: number, w: number, h: number, r: number, fill: string | CanvasGradient): void {
  rr(c, x, y, w, h, r);
  c.fillStyle = fill as string;
  c.fill();
}

export function circle(c: Ctx, x: number, y: number, r: number, fill: string | CanvasGradient): void {
  c.beginPath();
  c.arc(x, y, r, 0, Math.PI * 2);
  c.fillStyle = fill as string;
  c.fill();
}

export function ellipse(c: Ctx, x: number, y: number, rx: number, ry: number, fill: string | CanvasGradient): void {
  c.beginPath();
  c.ellipse(x, y, rx, ry, 0, 0, Math.PI * 2);
  c.fillStyle = fill as string;
  c.fill();
}

export function linear(c: Ctx, x0: number, y0: number, x1: number, y1: number, stops: [number, string][]): CanvasGradient {
  const g = c.createLinearGradient(x0, y0, x1, y1);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  return g as unknown as CanvasGradient;
}

export function radial(c: Ctx, x: number, y: number, r: number, stops: [number, string][]): CanvasGradient {
  const g = c.createRadialGradient(x, y, 0, x, y, r);
  for (const [at, colour] of stops) g.addColorStop(at, colour);
  return g as unknown as CanvasGradient;
}

/** A soft contact shadow under an object. */
export function groundShadow(c: Ctx, x: number, y: number, rx: number, ry: number, alpha = 0.28): void {
  c.save();
  c.filter = `blur(${Math.round(ry * 0.6)}px)`;
  ellipse(c, x, y, rx, ry, `rgba(20, 20, 40, ${alpha})`);
  c.restore();
}

/** Film grain keeps large gradients from banding in the video encode. */
export function grain(c: Ctx, w: number, h: number, amount = 6, seed = 7): void {
  const image = c.getImageData(0, 0, w, h);
  let s = seed;
  for (let i = 0; i < image.data.length; i += 4) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    const n = ((s >> 16) % (amount * 2 + 1)) - amount;
    image.data[i] = Math.max(0, Math.min(255, image.data[i]! + n));
    image.data[i + 1] = Math.max(0, Math.min(255, image.data[i + 1]! + n));
    image.data[i + 2] = Math.max(0, Math.min(255, image.data[i + 2]! + n));
  }
  c.putImageData(image, 0, 0);
}

export async function save(name: string, w: number, h: number, draw: (c: Ctx) => void): Promise<void> {
  const canvas = createCanvas(w, h);
  const c = canvas.getContext('2d');
  draw(c);
  const file = path.join(mediaDirectory, name);
  const bytes = name.endsWith('.png') ? await canvas.encode('png') : await canvas.encode('jpeg', 84);
  writeFileSync(file, bytes);
  console.log(`${name.padEnd(24)} ${w}x${h} ${(bytes.length / 1024).toFixed(0)} KB`);
}
