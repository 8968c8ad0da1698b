import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';

/** The longest recording a talking photo takes (the spec's longest script lasts 30 minutes). */
export const maxTalkingPhotoAudioSeconds = 30 * 60;

export const TalkingPhotoAudioSchema = z.object({
  /** The uploaded recording's `full_path` (or key), MP3 or WAV. */
  url: z.string().min(1).max(2048),
  name: z.string().max(255).default(''),
  /** Seconds, as the browser measured it; the server measures again. */
  duration: z.number().finite().min(0).max(maxTalkingPhotoAudioSeconds).default(0),
});

/**
 * The spec's talking-photo create payload. The face is either `person_id`
 * (one of the user's earlier photos from GET /avatar_library/talking_photo)
 * or `photo_path` (an upload's `full_path`); the speech is `script` +
 * `tts_voice_id`, or `audio_script` (an uploaded recording). The script's
 * length is checked against the plan's characters allowance.
 */
export const CreateTalkingPhotoRequestSchema = z
  .object({
    /** 1 burns subtitles into the video, 2 does not; the SRT and WebVTT files are made either way. */
    render_subtitle: z.union([z.literal(1), z.literal(2)]).default(1),
    screen_style: z.number().int().min(0).max(9).default(1),
    /** false asks for no watermark: only plans that allow it get a video without one. */
    watermark: z.boolean().default(true),
    /** A library avatar's number or one of the caller's avatars or earlier photos (uuid). */
    person_id: z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9-]+$/, 'The avatar id is not valid.')
      .optional(),
    photo_path: z.string().min(1).max(2048).optional(),
    create_from: z.number().int().min(0).max(1000).default(24),
    script: z.string().max(30_000).optional(),
    tts_voice_id: z.string().min(1).max(120).optional(),
    audio_script: TalkingPhotoAudioSchema.optional(),
  })
  .superRefine((request, context) => {
    if (!request.person_id && !request.photo_path) context.addIssue({ code: 'custom', path: ['photo_path'], message: 'Choose an avatar or upload a photo' });
    if (request.person_id && request.photo_path)
      context.addIssue({ code: 'custom', path: ['photo_path'], message: 'Send either person_id or photo_path, not both' });
    if (request.audio_script) return;
    if (!request.script?.trim()) context.addIssue({ code: 'custom', path: ['script'], message: 'Enter a script or upload a recording' });
    if (!request.tts_voice_id) context.addIssue({ code: 'custom', path: ['tts_voice_id'], message: 'Choose a voice for the script' });
  });
export type CreateTalkingPhotoRequest = z.infer<typeof CreateTalkingPhotoRequestSchema>;

export const createTalkingPhotoRoute = defineRoute({
  method: 'POST',
  path: '/project/talking_photo',
  summary: 'Make a talking-photo project (a photo that speaks a script or a recording); render it with POST /project/task/submit',
  tag: 'projects',
  auth: 'session',
  body: CreateTalkingPhotoRequestSchema,
  data: z.object({ new_prj_id: z.string(), workspace_index: z.number().int() }),
});

export const PhotoProblemSchema = z.object({
  /** no-face, face-too-small, face-too-close, turned-sideways, too-dark, too-bright, harsh-shadows, blurry, several-faces, not-a-real-face */
  code: z.string(),
  message: z.string(),
  /** A blocking problem means the photo cannot be used. */
  blocking: z.boolean(),
});
export type PhotoProblem = z.infer<typeof PhotoProblemSchema>;

export const PhotoPathRequestSchema = z.object({ photo_path: z.string().min(1, 'Upload a photo first').max(2048) });

/** The face check of an uploaded photo (cached per photo): what the guidelines dialog asks for, measured. */
export const checkTalkingPhotoRoute = defineRoute({
  method: 'POST',
  path: '/talking_photo/check',
  summary: "Check an uploaded photo against the talking-photo guidelines: the face's problems, if any, and its gender",
  tag: 'projects',
  auth: 'session',
  body: PhotoPathRequestSchema,
  data: z.object({
    usable: z.boolean(),
    /** 1 female, 2 male, 0 unsure or no face. */
    gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
    problems: z.array(PhotoProblemSchema),
  }),
});

/**
 * Spec: photo gender detection, 1 = female, 2 = male; and 0 = unsure, when
 * the face model's score is under its confidence gate (a blurred, dark or
 * ambiguous face): the caller asks the user instead of guessing. A photo
 * without a usable face answers 40000 naming the problem.
 */
export const detectPhotoGenderRoute = defineRoute({
  method: 'POST',
  path: '/aigc/sex',
  summary: 'The gender of the face in an uploaded photo: 1 female, 2 male, 0 unsure (ask the user)',
  tag: 'projects',
  auth: 'session',
  body: PhotoPathRequestSchema,
  data: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

/** The spec's digital person, as the talking-photo page's avatar row lists it. */
export const TalkingPhotoPersonSchema = z.object({
  id: z.string(),
  name: z.string(),
  cover_url: z.string(),
  circle_cover_url: z.string(),
  avatar_url: z.string(),
  /** 0 portrait 9:16, 1 landscape 16:9. */
  aspect_ratio: z.union([z.literal(0), z.literal(1)]),
  timbre_id: z.string().nullable(),
  /** 1 female, 2 male, 0 unknown. */
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  typ: z.string(),
});
export type TalkingPhotoPerson = z.infer<typeof TalkingPhotoPersonSchema>;

/**
 * The avatars a talking photo can start from: the library's presets and the
 * user's own avatars, then the user's earlier photos that passed the face
 * check (newest first).
 */
export const listTalkingPhotoPersonsRoute = defineRoute({
  method: 'GET',
  path: '/avatar_library/talking_photo',
  summary: 'Avatars for the talking-photo page: library presets and your avatars, then your earlier photos with a usable face',
  tag: 'projects',
  auth: 'session',
  data: z.object({ digital_persons: z.array(TalkingPhotoPersonSchema) }),
});

/**
 * Takes one of the caller's earlier photos off the talking-photo avatar row,
 * with its copies (the same photo uploaded again). The stored file stays for
 * the videos made from it. Another owner's photo or an unknown path answers
 * 40400.
 */
export const removeTalkingPhotoPersonRoute = defineRoute({
  method: 'POST',
  path: '/talking_photo/person/remove',
  summary: 'Take one of your earlier photos (and its copies) off the talking-photo avatar row; the file itself is kept',
  tag: 'projects',
  auth: 'session',
  body: PhotoPathRequestSchema,
  data: z.object({
    /** How many stored copies of the photo left the row (0 when it was already off it). */
    hidden_count: z.number().int(),
  }),
});
