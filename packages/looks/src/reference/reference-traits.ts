import { decodePhoto, type FacePhotoAnalysis } from '@talkreel/face';
import type { ReferenceTraits } from '../look-types.ts';
import { parseLookDesign } from '../embedded/look-design.ts';
import { parseHex } from '../embedded/palette.ts';

/** MediaPipe face-mesh points: cheeks, forehead top, chin, and the face's sides. */
const mesh = { leftCheek: 50, rightCheek: 280, foreheadTop: 10, chin: 152, faceLeft: 234, faceRight: 454 } as const;

/**
 * What a reference photo's face looks like, for the embedded engine: skin
 * from the cheeks, hair from a band above the forehead (null when it looks
 * like skin or background: bald, a hat, a cropped photo), the face's width
 * to height from the mesh, and the analysis's gender. Glasses are not
 * measured from photos (the mesh does not say), so they come from the
 * appearance text.
 */
export async function measureReferenceTraits(photo: Uint8Array, analysis: FacePhotoAnalysis): Promise<ReferenceTraits> {
  const face = analysis.face;
  if (!face) throw new Error('No face was found in the reference photo: upload a clear, front-facing photo of one person');
  const decoded = await decodePhoto(photo);
  const point = (index: number) => {
    const [x, y] = face.mesh[index] ?? [0, 0];
    return { x: x * decoded.scale, y: y * decoded.scale };
  };
  const faceWidth = Math.abs(point(mesh.faceRight).x - point(mesh.faceLeft).x);
  const faceHeight = Math.abs(point(mesh.chin).y - point(mesh.foreheadTop).y);
  const average = (centreX: number, centreY: number, halfWidth: number, halfHeight: number): [number, number, number] => {
    const sum = [0, 0, 0];
    let count = 0;
    for (let y = Math.max(0, Math.round(centreY - halfHeight)); y <= Math.min(decoded.heightPx - 1, Math.round(centreY + halfHeight)); y += 1) {
      for (let x = Math.max(0, Math.round(centreX - halfWidth)); x <= Math.min(decoded.widthPx - 1, Math.round(centreX + halfWidth)); x += 1) {
        const offset = (y * decoded.widthPx + x) * 4;
        sum[0]! += decoded.rgba[offset]!;
        sum[1]! += decoded.rgba[offset + 1]!;
        sum[2]! += decoded.rgba[offset + 2]!;
        count += 1;
      }
    }
    return count === 0 ? [0, 0, 0] : [sum[0]! / count, sum[1]! / count, sum[2]! / count];
  };
  const cheek = Math.max(2, faceWidth * 0.04);
  const left = average(point(mesh.leftCheek).x, point(mesh.leftCheek).y, cheek, cheek);
  const right = average(point(mesh.rightCheek).x, point(mesh.rightCheek).y, cheek, cheek);
  const skin: [number, number, number] = [(left[0] + right[0]) / 2, (left[1] + right[1]) / 2, (left[2] + right[2]) / 2];
  const top = point(mesh.foreheadTop);
  const hairY = top.y - faceHeight * 0.12;
  const hair = hairY > 2 ? average(top.x, hairY, faceWidth * 0.15, Math.max(1, faceHeight * 0.04)) : null;
  const corner = average(2, 2, 2, 2);
  const distance = (a: readonly number[], b: readonly number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
  const isHair = hair !== null && distance(hair, skin) > 45 && distance(hair, corner) > 30;
  return {
    skinRgb: skin.map(Math.round) as [number, number, number],
    hairRgb: isHair ? (hair.map(Math.round) as [number, number, number]) : null,
    glasses: false,
    faceAspect: faceHeight > 0 ? faceWidth / faceHeight : 0.78,
    gender: face.gender,
  };
}

/** A drawn look's traits, read from its design (a sample face or one of the user's avatars used as the reference). */
export function traitsOfDesign(json: unknown): ReferenceTraits {
  const design = parseLookDesign(json);
  return {
    skinRgb: parseHex(design.skin),
    hairRgb: parseHex(design.hair.colour),
    glasses: design.glasses !== null,
    faceAspect: design.faceWidth * 0.78,
    gender: design.gender,
  };
}
