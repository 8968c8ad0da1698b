import type { PixelBox } from '@talkreel/face';
import type { LookFaceGeometry } from '../look-types.ts';
import type { EmbeddedDesign } from './look-design.ts';

/**
 * Where the person sits in the frame. Drawing happens in face units: the face
 * is 1 wide (ears at ±0.5), its centre at the origin, the forehead's top at
 * y −0.68 and the chin at 0.62; the neck's top (the head's pivot) at 0.75.
 */
export interface LookLayout {
  /** px per face unit. */
  scale: number;
  centreX: number;
  centreY: number;
  widthPx: number;
  heightPx: number;
}

/**
 * The layout follows the frame, not the design's aspect ratio: a look is
 * vector art, so a 16:9 look drawn into a 9:16 video is laid out anew for it.
 */
export function lookLayout(_design: unknown, size: { widthPx: number; heightPx: number }): LookLayout {
  const { widthPx, heightPx } = size;
  if (heightPx >= widthPx) return { scale: widthPx * 0.37, centreX: widthPx / 2, centreY: heightPx * 0.39, widthPx, heightPx };
  return { scale: heightPx * 0.3, centreX: widthPx / 2, centreY: heightPx * 0.4, widthPx, heightPx };
}

export const headPivot = { x: 0, y: 0.75 };

/** How far below the chin the head layer reaches (long hair falls onto the shoulders). */
export function hairBottom(design: EmbeddedDesign): number {
  switch (design.hair.style) {
    case 'long':
    case 'wavy':
    case 'locs':
      return 0.75;
    case 'bob':
    case 'curly':
      return 0.62;
    default:
      return 0.75;
  }
}

/** A box that holds the head in every pose (roll ±4°, shifts, nods): the renderer's changed box. */
export function lookHeadBounds(design: EmbeddedDesign, size: { widthPx: number; heightPx: number }): PixelBox {
  const layout = lookLayout(design, size);
  const halfWidth = design.hair.style === 'afro' ? 1.0 : 0.9;
  const top = design.hair.style === 'afro' ? -1.35 : design.hair.style === 'bun' || design.hair.style === 'quiff' ? -1.25 : -1.12;
  const margin = 0.14;
  const left = Math.max(0, Math.floor(layout.centreX + (-halfWidth - margin) * layout.scale));
  const right = Math.min(size.widthPx, Math.ceil(layout.centreX + (halfWidth + margin) * layout.scale));
  const upper = Math.max(0, Math.floor(layout.centreY + (top - margin) * layout.scale));
  const lower = Math.min(size.heightPx, Math.ceil(layout.centreY + (hairBottom(design) + margin) * layout.scale));
  return { x: left, y: upper, width: right - left, height: lower - upper };
}

/** The face's features in frame px, in the neutral pose. */
export function lookFaceGeometry(design: EmbeddedDesign, size: { widthPx: number; heightPx: number }): LookFaceGeometry {
  const layout = lookLayout(design, size);
  const at = (x: number, y: number) => ({ x: layout.centreX + x * layout.scale, y: layout.centreY + y * layout.scale });
  const width = design.faceWidth;
  const topLeft = at(-0.5 * width, -0.68);
  const bottomRight = at(0.5 * width, 0.62);
  const mouth = at(0, mouthY);
  return {
    faceBox: { x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x, height: bottomRight.y - topLeft.y },
    leftEye: at(-eyeX * width, eyeY),
    rightEye: at(eyeX * width, eyeY),
    mouth: { ...mouth, widthPx: mouthHalfWidth * 2 * layout.scale },
    pivot: at(headPivot.x, headPivot.y),
  };
}

export const eyeX = 0.2;
export const eyeY = -0.04;
export const mouthY = 0.34;
export const mouthHalfWidth = 0.13;
