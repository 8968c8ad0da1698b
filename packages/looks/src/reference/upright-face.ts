import type { decodePhoto, MeshPoint } from '@talkreel/face';

type DecodedPhoto = Awaited<ReturnType<typeof decodePhoto>>;

/** MediaPipe face-mesh points of the face's sides at ear level: they set the frame's axis and unit. */
const faceLeftPoint = 234;
const faceRightPoint = 454;

/** Frame px per face width (ear to ear at eye level): fine enough for stubble and a thin metal frame on a 150 px face. */
const pxPerFaceWidth = 120;
/** The frame's extent in face widths from the midpoint of the face's sides: the head, its hair and the neck below. */
const extent = { left: 1.3, right: 1.3, top: 1.5, bottom: 1.5 } as const;

/**
 * The face stood upright and scaled to a fixed size: the photo resampled on
 * axes along and across the line between the face's sides, so that every
 * measure of hair, glasses or beard reads the same boxes whatever the
 * face's roll and size. Pixels outside the photo have alpha 0.
 */
export interface UprightFace {
  widthPx: number;
  heightPx: number;
  rgba: Uint8ClampedArray;
  /** Frame px per face width. */
  pxPerFaceWidth: number;
  /** Where a mesh point lies in the frame. */
  pointOf(index: number): { x: number; y: number };
}

export function createUprightFace(photo: DecodedPhoto, mesh: readonly MeshPoint[]): UprightFace {
  // Mesh points are in displayed px; the decoded pixels are scaled by photo.scale.
  const at = (index: number) => {
    const [x, y] = mesh[index] ?? [0, 0];
    return { x: x * photo.scale, y: y * photo.scale };
  };
  const left = at(faceLeftPoint);
  const right = at(faceRightPoint);
  const faceWidthPx = Math.max(1, Math.hypot(right.x - left.x, right.y - left.y));
  const across = { x: (right.x - left.x) / faceWidthPx, y: (right.y - left.y) / faceWidthPx };
  const down = { x: -across.y, y: across.x };
  const origin = { x: (left.x + right.x) / 2, y: (left.y + right.y) / 2 };
  const widthPx = Math.round((extent.left + extent.right) * pxPerFaceWidth);
  const heightPx = Math.round((extent.top + extent.bottom) * pxPerFaceWidth);
  const originX = extent.left * pxPerFaceWidth;
  const originY = extent.top * pxPerFaceWidth;
  const photoPxPerFramePx = faceWidthPx / pxPerFaceWidth;
  const rgba = new Uint8ClampedArray(widthPx * heightPx * 4);
  for (let y = 0; y < heightPx; y += 1) {
    for (let x = 0; x < widthPx; x += 1) {
      const along = (x + 0.5 - originX) * photoPxPerFramePx;
      const below = (y + 0.5 - originY) * photoPxPerFramePx;
      sampleBilinear(
        photo,
        origin.x + across.x * along + down.x * below - 0.5,
        origin.y + across.y * along + down.y * below - 0.5,
        rgba,
        (y * widthPx + x) * 4,
      );
    }
  }
  return {
    widthPx,
    heightPx,
    rgba,
    pxPerFaceWidth,
    pointOf(index: number) {
      const point = at(index);
      const dx = point.x - origin.x;
      const dy = point.y - origin.y;
      return { x: originX + (dx * across.x + dy * across.y) / photoPxPerFramePx, y: originY + (dx * down.x + dy * down.y) / photoPxPerFramePx };
    },
  };
}

function sampleBilinear(photo: DecodedPhoto, x: number, y: number, target: Uint8ClampedArray, offset: number): void {
  if (x < 0 || y < 0 || x > photo.widthPx - 1 || y > photo.heightPx - 1) return;
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const x1 = Math.min(photo.widthPx - 1, x0 + 1);
  const y1 = Math.min(photo.heightPx - 1, y0 + 1);
  const fx = x - x0;
  const fy = y - y0;
  const source = photo.rgba;
  for (let channel = 0; channel < 3; channel += 1) {
    const top = source[(y0 * photo.widthPx + x0) * 4 + channel]! * (1 - fx) + source[(y0 * photo.widthPx + x1) * 4 + channel]! * fx;
    const bottom = source[(y1 * photo.widthPx + x0) * 4 + channel]! * (1 - fx) + source[(y1 * photo.widthPx + x1) * 4 + channel]! * fx;
    target[offset + channel] = top * (1 - fy) + bottom * fy;
  }
  target[offset + 3] = 255;
}
