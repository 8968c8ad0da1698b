import type { MeshPoint, MouthTrack } from '../face-types.ts';

/** What animates one person element: plain data, it is handed to a worker thread. */
export interface TalkingPhotoInput {
  photoPath: string;
  /** The face mesh in px of the photo as analysed (`imageWidthPx` × `imageHeightPx`). */
  mesh: MeshPoint[];
  imageWidthPx: number;
  imageHeightPx: number;
  track: MouthTrack;
  seed: number;
  /** Head sway, nods and breathing (blinks always); on by default. */
  headMotion?: boolean;
}

/** The photo's part that shows and the frame size it is drawn at (the element box's fit of the photo). */
export interface TalkingPhotoFrameGeometry {
  crop: { x: number; y: number; width: number; height: number };
  frameWidthPx: number;
  frameHeightPx: number;
}

/** Thread → main: the first frame whole, then each frame as the box where it differs from the one before. */
export type TalkingPhotoMessage =
  /** `isOpaque`: every alpha of the photo is 255, so every frame's is (warps mix photo pixels, the mouth keeps the alpha under it). */
  | { type: 'base'; pixels: ArrayBuffer; isOpaque: boolean }
  | { type: 'frame'; timeMs: number; box: { x: number; y: number; width: number; height: number } | null; pixels: ArrayBuffer | null }
  | { type: 'error'; message: string };

/** Main → thread: draw the frame at a media time, or take back a patch buffer to fill again. */
export type TalkingPhotoRequest = { timeMs: number } | { recycle: ArrayBuffer };
