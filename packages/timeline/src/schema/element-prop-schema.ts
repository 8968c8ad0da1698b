import { z } from 'zod';
import { PlayModeSchema } from './play-mode.ts';
import { TextInfoSchema } from './text-info-schema.ts';

/** The part of the source media an element plays: ms into the file; `end` absent = to the end of the file. */
export const MediaClipSchema = z
  .object({
    start: z.number().finite().min(0).default(0),
    end: z.number().finite().min(0).optional(),
  })
  .refine((clip) => clip.end === undefined || clip.end > clip.start, { message: 'clip.end must be after clip.start' });
export type MediaClip = z.infer<typeof MediaClipSchema>;

/** Outline drawn around a shape element (reference-canvas px). */
export const ShapeInfoSchema = z.object({
  strokeColor: z.string().optional(),
  strokeWidth: z.number().finite().min(0).default(0),
});
export type ShapeInfo = z.infer<typeof ShapeInfoSchema>;

/** Editor previews of a person or video element; the renderer does not read them. */
export const MediaMetaSchema = z.object({
  preview_video: z.string().optional(),
  cover: z.string().optional(),
  preview_transparent_video: z.string().optional(),
});
export type MediaMeta = z.infer<typeof MediaMetaSchema>;

export const ElementPropSchema = z.object({
  clip: MediaClipSchema.optional(),
  play_mode: PlayModeSchema.optional(),
  textInfo: TextInfoSchema.optional(),
  shapeInfo: ShapeInfoSchema.optional(),
  meta: MediaMetaSchema.optional(),
  /** The person's background is transparent (drawn over the scene instead of its own backdrop). */
  bg_transparent: z.boolean().optional(),
});
export type ElementProp = z.infer<typeof ElementPropSchema>;
