import { z } from 'zod';

/** The spec's aspect ratio codes: 0 = 9:16 portrait, 1 = 16:9 landscape, 2 = 1:1 square. */
export const AspectRatioSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type AspectRatio = z.infer<typeof AspectRatioSchema>;

export interface CanvasSize {
  widthPx: number;
  heightPx: number;
}

/**
 * The reference canvas of each aspect ratio. Element geometry (x, y, w, h,
 * font sizes, blur radii) is in pixels of this canvas; a renderer drawing at
 * another size scales everything by one factor.
 */
const referenceCanvasSizes: Record<AspectRatio, CanvasSize> = {
  0: { widthPx: 1080, heightPx: 1920 },
  1: { widthPx: 1920, heightPx: 1080 },
  2: { widthPx: 1080, heightPx: 1080 },
};

export function getCanvasSize(aspectRatio: AspectRatio): CanvasSize {
  return referenceCanvasSizes[aspectRatio];
}

/** Accepts the names templates use ('9:16', '16:9', '1:1') as well as the codes. */
export function parseAspectRatioName(name: string): AspectRatio | undefined {
  const codes: Record<string, AspectRatio> = { '9:16': 0, '16:9': 1, '1:1': 2 };
  return codes[name.trim()];
}
