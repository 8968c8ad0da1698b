import type { PersonElement } from '@talkreel/timeline';

/** Straight (not premultiplied) RGBA pixels, row by row. */
export interface RgbaFrame {
  widthPx: number;
  heightPx: number;
  data: Uint8Array;
  /**
   * Where this frame differs from the stream's previous frame, in frame px
   * (a talking head changes only around the face); absent: anywhere. Lets
   * the renderer repaint and read back only that box.
   */
  changedBox?: { x: number; y: number; width: number; height: number };
  /**
   * The source guarantees every pixel's alpha is 255 (a talking photo of an
   * opaque photo), so the renderer need not check before reading a frame
   * that is only this person straight from `data`.
   */
  isOpaque?: boolean;
}

export interface PersonFrameRequest {
  element: PersonElement;
  elementKey: string;
  /** The element's `path`, resolved to a local file. */
  mediaPath: string;
  /** The element box at output resolution; frames of another size are fitted with the element's fit_mode. */
  widthPx: number;
  heightPx: number;
  signal?: AbortSignal;
}

/** Frames of one person element, asked for in time order (but a loop may go back). */
export interface PersonFrameStream {
  /** The person at a media time in ms (as `evaluate()` gives it), or null for nothing to draw. */
  frameAt(mediaTimeMs: number): Promise<RgbaFrame | null>;
  close(): Promise<void> | void;
}

/**
 * Where a digital person's frames come from. The face engine plugs in here
 * (a talking head driven by speech); a source returns null for elements it
 * does not handle, and the renderer then draws the element's path like a
 * pic (image) or a video.
 */
export interface PersonFrameSource {
  open(request: PersonFrameRequest): Promise<PersonFrameStream | null>;
}
