import { createCanvas, loadImage } from '@napi-rs/canvas';
import type { LookImage } from '../look-types.ts';
import { edgeBandRgb, type Rgb } from './service-image.fixture.ts';

/** What the adapter tests measure on a look: its decoded size and the colours at its centre and the middle of each edge. */
export interface LookImageMeasure {
  /** Decoded from the PNG, not taken from the LookImage's fields. */
  decodedWidthPx: number;
  decodedHeightPx: number;
  centre: Rgb;
  left: Rgb;
  right: Rgb;
  top: Rgb;
  bottom: Rgb;
  /** Thickness of the fakes' magenta edge bands left after the crop, counted inward from each edge along the centre lines. */
  bandsPx: { left: number; right: number; top: number; bottom: number };
}

export async function measureLookImage(image: LookImage): Promise<LookImageMeasure> {
  const decoded = await loadImage(Buffer.from(image.png));
  const canvas = createCanvas(decoded.width, decoded.height);
  const context = canvas.getContext('2d');
  context.drawImage(decoded, 0, 0);
  const at = (x: number, y: number): Rgb => {
    const [r = 0, g = 0, b = 0] = context.getImageData(Math.round(x), Math.round(y), 1, 1).data;
    return [r, g, b];
  };
  const { width, height } = decoded;
  const bandFrom = (x: number, y: number, stepX: number, stepY: number) => {
    let thicknessPx = 0;
    while (thicknessPx < Math.max(width, height) && isEdgeBand(at(x + stepX * thicknessPx, y + stepY * thicknessPx))) thicknessPx += 1;
    return thicknessPx;
  };
  return {
    decodedWidthPx: width,
    decodedHeightPx: height,
    centre: at(width / 2, height / 2),
    left: at(1, height / 2),
    right: at(width - 2, height / 2),
    top: at(width / 2, 1),
    bottom: at(width / 2, height - 2),
    bandsPx: {
      left: bandFrom(0, height / 2, 1, 0),
      right: bandFrom(width - 1, height / 2, -1, 0),
      top: bandFrom(width / 2, 0, 0, 1),
      bottom: bandFrom(width / 2, height - 1, 0, -1),
    },
  };
}

/** Within a few levels per channel (PNG is lossless; scaling blurs only near edges). */
export function isNearRgb(actual: Rgb, expected: Rgb, tolerance = 6): boolean {
  return actual.every((channel, index) => Math.abs(channel - expected[index]!) <= tolerance);
}

export const isEdgeBand = (rgb: Rgb) => isNearRgb(rgb, edgeBandRgb, 12);
