import type { FaceResult, Human, Tensor3D, Tensor4D } from '@vladmandic/human';
import type { DetectedFace, FacePhotoAnalysis, MeshPoint, PixelBox } from '../face-types.ts';
import { decodePhoto, type DecodedPhoto } from './decode-photo.ts';
import { judgeFacePhoto, problem } from './judge-face-photo.ts';
import { loadHuman } from './load-human.ts';
import { measureFaceRegion } from './measure-face-region.ts';

/**
 * Version of the analysis (shape, models, thresholds): bump it when any of
 * them changes so that cached analyses are recomputed.
 */
export const faceAnalysisVersion = 1;

/**
 * faceres's gender score at or above which the gender is reported; under
 * it the face's gender is null, "unsure", and the product asks the user
 * (POST /aigc/sex answers 0) rather than guess. Right answers on the
 * corpora and their darkened, tiny and washed-out copies scored 0.73–0.97;
 * blurred, half-shadowed or clipped-white copies 0.39–0.56. Measured again
 * for a woman read as male: the corpus portraits as they are, at 1024 px,
 * mirrored, greyscale and darkened scored 0.69–0.98, all right (the one
 * woman 0.89–0.95, also with her hair cut short in the picture); her
 * portrait blurred 8–10 px at 1024 px fell to 0.79, 0.67 and 0.56.
 */
const genderScoreGate = 0.65;

/**
 * Photo bytes → the largest face (box, 478-point mesh, rotation, gender) in
 * displayed image px, and what would make the photo a poor talking photo.
 * CPU-heavy (~0.2–0.4 s): services call it through a CpuPool thread with
 * `analyzeFacePhotoInThread`.
 */
export async function analyzeFacePhoto(bytes: Uint8Array): Promise<FacePhotoAnalysis> {
  const human = await loadHuman();
  let photo: DecodedPhoto;
  try {
    photo = await decodePhoto(bytes);
  } catch {
    // Bytes that pass the upload's type check but do not decode (truncated, corrupt): the user's file, not our failure.
    return { version: faceAnalysisVersion, imageWidthPx: 0, imageHeightPx: 0, face: null, faceCount: 0, problems: [problem('unreadable-photo', true)] };
  }
  const input = human.tf.tensor3d(rgbOf(photo), [photo.heightPx, photo.widthPx, 3], 'int32');
  let detected: DetectedFace[];
  let face: DetectedFace | null;
  try {
    const found = (await human.detect(input)).face.filter((result) => result.mesh.length >= 468);
    detected = found.map((result) => toDetectedFace(result, photo, { left: 0, top: 0, scale: photo.scale }));
    detected.sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
    face = detected[0] ? ((await refineFace(human, input, photo, detected[0])) ?? detected[0]) : null;
  } finally {
    input.dispose();
  }
  const imageWidthPx = photo.displayWidthPx;
  const imageHeightPx = photo.displayHeightPx;
  const problems = judgeFacePhoto({
    imageWidthPx,
    imageHeightPx,
    face,
    faceCount: detected.length,
    region: face ? measureFaceRegion(photo, face.mesh) : null,
  });
  return { version: faceAnalysisVersion, imageWidthPx, imageHeightPx, face, faceCount: detected.length, problems };
}

/** Side of the square the face is re-detected in, and the face's share of it. */
const refineSizePx = 512;
const refineFaceShare = 0.4;

/**
 * The mesh is only as good as the detector's box, and the detector sees the
 * whole photo at 256 px: a face that is a small part of a wide photo gets a
 * loose box and a mesh that slides off the features (a 165 px face in a
 * 1200 px photo came out 189×260 with the jaw below the chin). A second
 * pass on a square around the face, scaled so the face is 40 % of 512 px,
 * gives the same framing for every photo. The square is also turned by
 * quarter turns to stand the face upright: the mesh model crumples a face
 * lying on its side (a photo shown on its side by its EXIF orientation).
 */
async function refineFace(human: Human, input: Tensor3D, photo: DecodedPhoto, face: DetectedFace): Promise<DetectedFace | undefined> {
  const centreX = (face.box.x + face.box.width / 2) * photo.scale;
  const centreY = (face.box.y + face.box.height / 2) * photo.scale;
  const side = (Math.max(face.box.width, face.box.height) * photo.scale) / refineFaceShare;
  const left = centreX - side / 2;
  const top = centreY - side / 2;
  // Positive roll is clockwise on screen; each anticlockwise quarter turn of the square takes one back.
  const quarterTurns = (((Math.round(face.rotation.roll / (Math.PI / 2)) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
  const crop = human.tf.tidy(() => {
    let square = human.tf.squeeze(
      human.tf.image.cropAndResize(
        human.tf.expandDims(human.tf.cast(input, 'float32'), 0) as Tensor4D,
        [[top / (photo.heightPx - 1), left / (photo.widthPx - 1), (top + side) / (photo.heightPx - 1), (left + side) / (photo.widthPx - 1)]],
        [0],
        [refineSizePx, refineSizePx],
      ),
      [0],
    );
    for (let turn = 0; turn < quarterTurns; turn++) square = human.tf.reverse(human.tf.transpose(square, [1, 0, 2]), 0);
    return square;
  });
  let results: FaceResult[];
  try {
    results = (await human.detect(crop as Tensor3D)).face.filter((result) => result.mesh.length >= 468);
  } finally {
    crop.dispose();
  }
  const frame = { left: left / photo.scale, top: top / photo.scale, scale: refineSizePx / (side / photo.scale), quarterTurns, sizePx: refineSizePx };
  const refined = results.map((result) => toDetectedFace(result, photo, frame));
  const distance = (candidate: DetectedFace): number =>
    Math.hypot(candidate.box.x + candidate.box.width / 2 - centreX / photo.scale, candidate.box.y + candidate.box.height / 2 - centreY / photo.scale);
  // The face in the middle of the square; a neighbour's face can be in its corner.
  return refined.sort((a, b) => distance(a) - distance(b))[0];
}

/**
 * Runs on a CpuPool thread: `pool.run(new URL('./analyze-face-photo.ts', …), 'analyzeFacePhotoInThread', bytes)`.
 * Each thread loads its own Human once and keeps it.
 * @public
 */
export function analyzeFacePhotoInThread(bytes: Uint8Array): Promise<FacePhotoAnalysis> {
  return analyzeFacePhoto(bytes);
}

function rgbOf(photo: DecodedPhoto): Int32Array {
  const rgb = new Int32Array(photo.widthPx * photo.heightPx * 3);
  for (let source = 0, target = 0; target < rgb.length; source += 4, target += 3) {
    rgb[target] = photo.rgba[source]!;
    rgb[target + 1] = photo.rgba[source + 1]!;
    rgb[target + 2] = photo.rgba[source + 2]!;
  }
  return rgb;
}

/** Where the detector's input sits in the displayed photo: its top-left corner there, its px per displayed px, and the anticlockwise quarter turns it was given (a square of `sizePx`). */
interface InputFrame {
  left: number;
  top: number;
  scale: number;
  quarterTurns?: 0 | 1 | 2 | 3;
  sizePx?: number;
}

function toDetectedFace(face: FaceResult, photo: DecodedPhoto, frame: InputFrame): DetectedFace {
  const turns = frame.quarterTurns ?? 0;
  const size = frame.sizePx ?? 0;
  const mesh = face.mesh.map(([x, y, z]): MeshPoint => {
    // Undo the turns: a point (x, y) of the turned square was at (size − y, x) before its last turn.
    for (let turn = 0; turn < turns; turn++) [x, y] = [size - y, x];
    return [frame.left + x / frame.scale, frame.top + y / frame.scale, (z ?? 0) / frame.scale];
  });
  const angle = face.rotation?.angle ?? { yaw: 0, pitch: 0, roll: 0 };
  const roll = normaliseAngle(angle.roll + (turns * Math.PI) / 2);
  const genderScore = face.genderScore ?? 0;
  const gender = (face.gender === 'male' || face.gender === 'female') && genderScore >= genderScoreGate ? face.gender : null;
  return {
    box: meshBox(mesh.slice(0, 468), photo.displayWidthPx, photo.displayHeightPx),
    score: face.score,
    mesh,
    rotation: { yaw: angle.yaw, pitch: angle.pitch, roll },
    gender,
    genderScore,
  };
}

/** The same angle in (−π, π]. */
function normaliseAngle(radians: number): number {
  return radians - 2 * Math.PI * Math.ceil((radians - Math.PI) / (2 * Math.PI));
}

/**
 * The face itself (forehead to chin, cheek to cheek: the mesh's extent),
 * clipped to the image. Human's own box is the loose crop it ran the mesh
 * on (1.5–2× the face, e.g. 576×533 for a 410×450 face), which would make
 * every face look bigger than it is.
 */
function meshBox(mesh: readonly MeshPoint[], imageWidthPx: number, imageHeightPx: number): PixelBox {
  const xs = mesh.map(([x]) => x);
  const ys = mesh.map(([, y]) => y);
  const left = Math.max(0, Math.min(...xs));
  const top = Math.max(0, Math.min(...ys));
  const right = Math.min(imageWidthPx, Math.max(...xs));
  const bottom = Math.min(imageHeightPx, Math.max(...ys));
  return { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
}
