/**
 * The shapes the parts of @talkreel/face hand each other: analysis (a photo →
 * landmarks), mouth track (speech → mouth poses over time) and animator
 * (photo + landmarks + poses → frames). Coordinates are image pixels of the
 * photo as displayed (EXIF orientation applied), origin top-left.
 */

/** A point of the face mesh: x, y in image px; z is relative depth (same scale as x, smaller = nearer). */
export type MeshPoint = readonly [x: number, y: number, z: number];

export interface PixelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Why a photo will not make a good talking photo; each code has one message naming the problem. */
export type FacePhotoProblemCode =
  | 'unreadable-photo'
  | 'no-face'
  | 'face-too-small'
  | 'face-too-close'
  | 'turned-sideways'
  | 'too-dark'
  | 'too-bright'
  | 'harsh-shadows'
  | 'blurry'
  | 'several-faces'
  | 'not-a-real-face';

export interface FacePhotoProblem {
  code: FacePhotoProblemCode;
  /** A sentence for the user, naming the problem and what to do. */
  message: string;
  /** Blocking problems stop the photo from being used; the others are warnings. */
  blocking: boolean;
}

/** One detected face. */
export interface DetectedFace {
  box: PixelBox;
  /** Detector confidence 0–1. */
  score: number;
  /** The 468-point MediaPipe face mesh (478 with the irises), in image px. */
  mesh: MeshPoint[];
  /** Head rotation in radians: yaw (turn left/right), pitch (nod), roll (tilt). */
  rotation: { yaw: number; pitch: number; roll: number };
  /** null when the classifier is not sure enough (see analysis for the gate). */
  gender: 'female' | 'male' | null;
  genderScore: number;
}

/** Everything the product knows about a photo's face; stored as JSON per photo (cached). */
export interface FacePhotoAnalysis {
  /** Version of this shape and of the detection settings; a cached analysis of another version is recomputed. */
  version: number;
  imageWidthPx: number;
  imageHeightPx: number;
  /** The largest face, or null when none was found. */
  face: DetectedFace | null;
  faceCount: number;
  problems: FacePhotoProblem[];
}

/**
 * The mouth at one instant, what the animator draws. All 0–1.
 * - `open`: jaw and lips apart (0 closed, 1 widest vowel "ah").
 * - `wide`: corners pulled out ("ee", smile) ; `round`: lips pushed forward and narrowed ("oo", "w").
 * - `press`: lips pressed together (B, M, P) — overrides `open` toward a firm closed line.
 * - `teeth`: upper teeth visible under the upper lip (F/V tuck the lower lip under them).
 * - `tongue`: tongue tip visible (L, TH).
 */
export interface MouthPose {
  open: number;
  wide: number;
  round: number;
  press: number;
  teeth: number;
  tongue: number;
}

/** Rhubarb Lip Sync's mouth shapes: A closed (M B P), B slightly open (most consonants), C open (EH AE), D wide open (AA), E rounded (AO ER), F puckered (UW OW W), G upper teeth on lower lip (F V), H tongue up (L), X rest. */
export type MouthShape = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'X';

/** A shape held from `startMs` to `endMs`. */
export interface MouthCue {
  startMs: number;
  endMs: number;
  shape: MouthShape;
}

/** Speech → mouth: shape cues (timing rules applied) plus a loudness envelope that drives the jaw under them. */
export interface MouthTrack {
  durationMs: number;
  cues: MouthCue[];
  /** Loudness envelope 0–1, one value per `envelopeStepMs` (10 ms), smoothed; 0 in silence. */
  envelope: number[];
  envelopeStepMs: number;
  /** Where the track came from: engine phonemes, the recording's own sound, or the recording guided by its script. */
  source: 'phonemes' | 'audio' | 'audio-with-transcript';
}

/** Head and eyes at one instant, on top of the mouth. Angles in radians, offsets in fractions of the face box. */
export interface HeadPose {
  yaw: number;
  pitch: number;
  roll: number;
  /** Offsets of the head centre as a fraction of the face box size. */
  shiftX: number;
  shiftY: number;
  /** 0 eyes open, 1 eyes closed. */
  blink: number;
  /** Breathing: 0–1 phase amplitude already applied (fraction of face height the shoulders/chin rise). */
  breath: number;
}
