import type { PixelRect } from '@talkreel/timeline';
import { outputFps } from './encoder-settings.ts';

export interface DecodeVideoArgsInput {
  inputPath: string;
  /** Where decoding starts in the file, ms. */
  startMs: number;
  /** The part of the source picture to keep, in source px. */
  crop: PixelRect;
  /** Size of the frames that come out, px. */
  widthPx: number;
  heightPx: number;
}

/** Whole source pixels; crop needs integers and must stay inside the picture. */
function roundCrop(crop: PixelRect): string {
  const width = Math.max(1, Math.round(crop.width));
  const height = Math.max(1, Math.round(crop.height));
  return `crop=${width}:${height}:${Math.max(0, Math.round(crop.x))}:${Math.max(0, Math.round(crop.y))}`;
}

/**
 * Decodes a video from `startMs` as raw RGBA on stdout, resampled to the
 * output frame rate (frame k shows source time startMs + k × 40 ms), cropped
 * and scaled to exactly the size it is drawn at, so the renderer copies
 * pixels instead of resampling them.
 */
export function buildDecodeVideoArgs(input: DecodeVideoArgsInput): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-ss',
    (input.startMs / 1000).toFixed(3),
    '-i',
    input.inputPath,
    '-an',
    '-sn',
    '-dn',
    '-vf',
    `fps=${outputFps},${roundCrop(input.crop)},scale=${input.widthPx}:${input.heightPx}:flags=bilinear,format=rgba`,
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    'pipe:1',
  ];
}
