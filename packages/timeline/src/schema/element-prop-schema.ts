import { z } from 'zod';
import { KenBurnsSchema } from './ken-burns-schema.ts';
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
  /** A person's speech as the editor last made it (a WAV's storage key, from POST /project/person/speech), to play while editing. */
  preview_audio: z.string().optional(),
  /** The file's name as the user uploaded it (`beach.jpg`), for the editor's labels. */
  name: z.string().max(255).optional(),
});
export type MediaMeta = z.infer<typeof MediaMetaSchema>;

/**
 * What a person says: a script spoken by a voice, or a recording. The render
 * turns it into the person's voice track, the mouth motion that follows it
 * and word-timed captions, and fits the person's slot (and its scene) to the
 * speech. `script` with `audio_path` captions the recording with that text.
 */
export const PersonSpeechSchema = z
  .object({
    script: z.string().max(30_000).optional(),
    /** A public voice id or one of the owner's voices (My Voices). */
    voice_id: z.string().min(1).optional(),
    /** An uploaded recording (MP3/WAV) of the owner's; it replaces synthesis. */
    audio_path: z.string().min(1).optional(),
    /** Seeds blinks and head motion, so a render is the same every time. */
    seed: z
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .default(1),
    /** Nods and sways with the speech; off keeps the head still (only the mouth, jaw, eyes and breathing move). */
    head_motion: z.boolean().default(true),
    /** The name its captions start with (`Amelia: …`), where several people speak in turn. */
    speaker: z.string().min(1).max(60).optional(),
  })
  .refine((speech) => speech.audio_path !== undefined || (speech.script !== undefined && speech.voice_id !== undefined), {
    message: 'A speaking person needs a script and a voice, or a recording',
  });
export type PersonSpeech = z.infer<typeof PersonSpeechSchema>;

/**
 * A person listening while someone else speaks (a podcast's other host): the
 * render animates it for its whole slot with the mouth closed, blinking,
 * breathing and moving its head a little.
 */
export const PersonListenSchema = z.object({
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  head_motion: z.boolean().default(true),
});
export type PersonListen = z.infer<typeof PersonListenSchema>;

/**
 * A person drawn from an avatar look. An illustrated look carries its
 * `design` (the embedded engine's JSON, checked by @talkreel/looks), and the
 * render redraws it speaking with no detection; a photo look has none and is
 * animated like a talking photo from the element's `path`.
 */
export const PersonLookSchema = z.object({
  id: z.string().min(1).max(64),
  design: z.record(z.string(), z.unknown()).optional(),
});
export type PersonLook = z.infer<typeof PersonLookSchema>;

export const ElementPropSchema = z.object({
  clip: MediaClipSchema.optional(),
  play_mode: PlayModeSchema.optional(),
  textInfo: TextInfoSchema.optional(),
  shapeInfo: ShapeInfoSchema.optional(),
  meta: MediaMetaSchema.optional(),
  /** The person's background is transparent (drawn over the scene instead of its own backdrop). */
  bg_transparent: z.boolean().optional(),
  /** Person elements only: a talking person whose speech the render synthesises (or reads) and lip-syncs. */
  speech: PersonSpeechSchema.optional(),
  /** Person elements only: a person listening (animated silent); ignored when `speech` is set. */
  listen: PersonListenSchema.optional(),
  /** Person elements only: the avatar look this person is (see PersonLookSchema). */
  look: PersonLookSchema.optional(),
  /**
   * Person elements only: heard, not seen (a voice-over). Its speech is made
   * as any speaking person's (the voice and its captions join the scene, the
   * scene fits the speech), but no face is animated and the element's own
   * file is neither drawn nor played.
   */
  voice_over: z.boolean().optional(),
  /** Visual elements (pictures above all): a slow zoom and pan over the slot (see KenBurnsSchema). */
  ken_burns: KenBurnsSchema.optional(),
});
export type ElementProp = z.infer<typeof ElementPropSchema>;
