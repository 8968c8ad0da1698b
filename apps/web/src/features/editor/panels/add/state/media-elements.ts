import type { CanvasSize, MusicElement, PersonElement, PicElement, VideoElement } from '@talkreel/timeline';
import { fitMediaBox, type CanvasBox } from './fit-media-box.ts';

export interface MediaElementInput {
  id: string;
  /** The storage key of the upload (what the workspace keeps and the render reads). */
  path: string;
  /** ms: the whole scene. */
  durationMs: number;
  /** The file's name as uploaded, shown in the timeline (the key is a generated name). */
  fileName?: string;
}

/** `prop` of an uploaded element: its file name for the labels, when known. */
function uploadProp(fileName: string | undefined) {
  return fileName ? { meta: { name: fileName } } : {};
}

const visualDefaults = { r: 0, alpha: 1, gauss: 0, zindex: 0 } as const;

/** A picture in `box` (its natural aspect, see fitMediaBox). */
export function buildPictureElement({ id, path, durationMs, fileName }: MediaElementInput, box: CanvasBox): PicElement {
  return { id, type: 'pic', path, ...box, ...visualDefaults, fit_mode: 'cover', timeline: { start: 0, end: durationMs }, prop: uploadProp(fileName) };
}

/** A video in `box`, with its sound at full volume. */
export function buildVideoElement({ id, path, durationMs, fileName }: MediaElementInput, box: CanvasBox): VideoElement {
  return {
    id,
    type: 'video',
    path,
    ...box,
    ...visualDefaults,
    fit_mode: 'cover',
    volume: 100,
    timeline: { start: 0, end: durationMs },
    prop: uploadProp(fileName),
  };
}

/** Music: no box, heard across the scene. */
export function buildMusicElement({ id, path, durationMs, fileName }: MediaElementInput): MusicElement {
  return { id, type: 'music', path, x: 0, y: 0, w: 0, h: 0, zindex: 0, volume: 100, timeline: { start: 0, end: durationMs }, prop: uploadProp(fileName) };
}

export interface AvatarPersonInput extends MediaElementInput {
  lookId: string;
  /** The avatar's own frame: 0 portrait 9:16, 1 landscape 16:9. */
  avatarAspectRatio: 0 | 1;
}

/** The reference size of an avatar's still by its aspect ratio (the looks are drawn at the canvas sizes). */
const avatarStillSizes = { 0: { widthPx: 1080, heightPx: 1920 }, 1: { widthPx: 1920, heightPx: 1080 } } as const;

/**
 * A person from an avatar, as the talking-avatar builder makes one
 * (packages/formats build-talking-avatar-workspace.ts: the still as `path`,
 * `prop.look.id`), but with no speech: a still person until a script is set
 * in the properties panel. It fills a canvas of its own shape, and is fitted
 * into one of another shape.
 */
export function buildAvatarPersonElement(input: AvatarPersonInput, canvas: CanvasSize): PersonElement {
  const still = avatarStillSizes[input.avatarAspectRatio];
  const isSameShape = still.widthPx / still.heightPx === canvas.widthPx / canvas.heightPx;
  const box = isSameShape ? { x: 0, y: 0, w: canvas.widthPx, h: canvas.heightPx } : fitMediaBox(still.widthPx, still.heightPx, canvas);
  return {
    id: input.id,
    type: 'person',
    path: input.path,
    ...box,
    ...visualDefaults,
    fit_mode: 'cover',
    volume: 100,
    timeline: { start: 0, end: input.durationMs },
    prop: { look: { id: input.lookId } },
  };
}
