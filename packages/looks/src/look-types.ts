/**
 * The shapes the parts of @talkreel/looks hand each other and the apps:
 * a look request (the wizard's fields), the engines that answer it (the
 * embedded illustrator or an image service) and, for looks the embedded
 * engine drew, the design that lets the animator redraw them speaking.
 * Coordinates are image pixels, origin top-left.
 */
import type { AvatarAge, AvatarAspectRatio, AvatarEthnicity, AvatarGender, LookStyle } from '@talkreel/contract';
import type { HeadPose, MouthPose, PixelBox } from '@talkreel/face';

/** How far a reference's hair falls: above the jaw, to about the chin, or below it beside the neck. */
export type ReferenceHairLength = 'short' | 'medium' | 'long';
/** A reference's facial hair: measured photos say none, stubble or beard; a drawn look's design may also say moustache or goatee. */
export type ReferenceFacialHair = 'none' | 'stubble' | 'beard' | 'moustache' | 'goatee';

/** What a reference photo tells the engine, measured from its pixels and face mesh (`measureReferenceTraits`). */
export interface ReferenceTraits {
  /** sRGB 0–255 of the cheeks. */
  skinRgb: readonly [number, number, number];
  /** sRGB 0–255 of the hair (its lit strands, above the forehead and beside the temples), or null when it could not be told (bald, hat, cropped). */
  hairRgb: readonly [number, number, number] | null;
  /** null when the hair could not be told, or for traits stored before it was measured. */
  hairLength: ReferenceHairLength | null;
  glasses: boolean;
  /** null for traits stored before it was measured. */
  facialHair: ReferenceFacialHair | null;
  /** Face width / face height of the mesh's outline. */
  faceAspect: number;
  gender: AvatarGender | null;
}

export interface LookReference {
  /** The photo (PNG/JPEG/WEBP) for services that take an image. */
  bytes: Uint8Array;
  contentType: string;
  /** For engines that draw: what the photo's face looks like. */
  traits: ReferenceTraits;
}

/** The wizard's fields, as an engine reads them. */
export interface LookRequest {
  style: LookStyle;
  gender: AvatarGender;
  age: AvatarAge;
  /** `any`: the engine picks per image (four different people). */
  ethnicity: AvatarEthnicity;
  /** The Appearance tab's text (hair colour and length, glasses, beard, earrings, clothing colours ...). */
  appearance: string;
  /** The Background tab's text (office, studio, classroom, outdoors, kitchen, gym, newsroom ...). */
  background: string;
  aspectRatio: AvatarAspectRatio;
  reference?: LookReference;
  /** How many images (the wizard asks for 4). */
  count: number;
  /** Same seed and fields: the same images (embedded engine); services get it when they take one. */
  seed: number;
  signal?: AbortSignal;
}

/** Where the face is, in image px: what a talking look needs when no detection runs. */
export interface LookFaceGeometry {
  /** Forehead to chin, ear to ear. */
  faceBox: PixelBox;
  leftEye: { x: number; y: number };
  rightEye: { x: number; y: number };
  mouth: { x: number; y: number; widthPx: number };
  /** The point the head turns and nods about (the top of the neck). */
  pivot: { x: number; y: number };
}

/**
 * An illustrated look as data: everything the embedded engine chose (person,
 * clothes, background, palette). JSON-safe, versioned; `drawLook` paints it
 * in any pose at any size, so the still and every video frame come from the
 * same drawing.
 */
export interface LookDesign {
  engine: 'embedded';
  version: number;
  aspectRatio: AvatarAspectRatio;
  /** The engine's own fields; opaque to everyone else. */
  [field: string]: unknown;
}

/** What changes from frame to frame: the mouth (a viseme pose), the eyes and the head. */
export interface LookPose {
  mouth: MouthPose;
  head: HeadPose;
}

export interface LookImage {
  /** PNG bytes. */
  png: Uint8Array;
  widthPx: number;
  heightPx: number;
  /** Known when the engine drew the person (embedded); null for photos (the face engine analyses those). */
  face: LookFaceGeometry | null;
  /** Only for drawn looks: the design that redraws it speaking. */
  design: LookDesign | null;
  /** For the task's result: which engine made it, e.g. `embedded`, `openai`, `stability`, `comfyui`. */
  engine: string;
}

/** Pixel size of a look: 9:16 or 16:9, the wizard's aspect ratios. */
export function lookSizePx(aspectRatio: AvatarAspectRatio, longSidePx = 1280): { widthPx: number; heightPx: number } {
  const shortSidePx = Math.round((longSidePx * 9) / 16);
  return aspectRatio === 0 ? { widthPx: shortSidePx, heightPx: longSidePx } : { widthPx: longSidePx, heightPx: shortSidePx };
}
