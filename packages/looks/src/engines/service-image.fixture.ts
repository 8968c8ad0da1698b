/**
 * The pictures the fake image services answer with: plain colours chosen
 * by the request, banded at the edges so tests can measure how a look was
 * cropped. Test support only.
 */
import { createCanvas } from '@napi-rs/canvas';

/** sRGB 0–255. */
export type Rgb = readonly [number, number, number];

/** The colour of the bands a fake paints along every edge: a crop that removes them shows as its absence. */
export const edgeBandRgb: Rgb = [255, 0, 255];

/**
 * A service-like picture for the fakes: `rgb` with a magenta band along
 * each edge, 5% of that side's length thick. Cover-cropping 1024x1536 to
 * 9:16 cuts 7.8% off the left and right, so those bands vanish while the
 * top and bottom ones stay: what the tests measure.
 */
export async function paintServiceImage(widthPx: number, heightPx: number, rgb: Rgb): Promise<Uint8Array> {
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  context.fillStyle = `rgb(${edgeBandRgb.join(',')})`;
  context.fillRect(0, 0, widthPx, heightPx);
  const bandXPx = Math.round(widthPx * 0.05);
  const bandYPx = Math.round(heightPx * 0.05);
  context.fillStyle = `rgb(${rgb.join(',')})`;
  context.fillRect(bandXPx, bandYPx, widthPx - 2 * bandXPx, heightPx - 2 * bandYPx);
  return new Uint8Array(await canvas.encode('png'));
}

/** A colour from a text (prompt, seed), so a test can tell which request an image answered. */
export function colourOf(text: string): Rgb {
  let hash = 2166136261;
  for (const character of text) hash = Math.imul(hash ^ (character.codePointAt(0) ?? 0), 16777619) >>> 0;
  // Kept between 40 and 200 per channel: far from the magenta bands and from black.
  return [40 + (hash % 160), 40 + ((hash >>> 8) % 160), 40 + ((hash >>> 16) % 160)];
}
