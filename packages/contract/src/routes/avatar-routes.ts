import { z } from 'zod';
import { databaseIntegerFromQuery } from '../database-integer.ts';
import { defineRoute } from '../route-contract.ts';
import { TalkingPhotoPersonSchema } from './talking-photo-routes.ts';

// ---------------------------------------------------------------------------
// The look wizard's values (spec §9), as sent over the wire.
// ---------------------------------------------------------------------------

/** Professional: polished and sleek; Social: casual and authentic. Professional is the default. */
export const LookStyleSchema = z.enum(['professional', 'social']);
export type LookStyle = z.infer<typeof LookStyleSchema>;

export const AvatarGenderSchema = z.enum(['female', 'male']);
export type AvatarGender = z.infer<typeof AvatarGenderSchema>;

/** The wizard labels them Young adult, Adult, Elderly; the gallery Young adult, Adult, Senior. */
export const AvatarAgeSchema = z.enum(['young adult', 'adult', 'senior']);
export type AvatarAge = z.infer<typeof AvatarAgeSchema>;

/** The spec's ethnicity options; `any` lets the engine choose per image. */
export const AvatarEthnicitySchema = z.enum(['any', 'european', 'african', 'south asian', 'east asian', 'middle eastern', 'south american', 'north american']);
export type AvatarEthnicity = z.infer<typeof AvatarEthnicitySchema>;

export const AvatarThemeSchema = z.enum(['lifestyle', 'outdoors', 'business', 'studio', 'health_fitness', 'education', 'news']);
export type AvatarTheme = z.infer<typeof AvatarThemeSchema>;

/** 0 portrait 9:16, 1 landscape 16:9 (spec: aspect ratio index). */
export const AvatarAspectRatioSchema = z.union([z.literal(0), z.literal(1)]);
export type AvatarAspectRatio = z.infer<typeof AvatarAspectRatioSchema>;

export const lookPromptMaxCharacters = 1500;
export const lookImagesPerGeneration = 4;
/** The home tool's script box (spec §5). */
export const homeScriptMaxCharacters = 1000;
/** Featured avatars of the home tool, in this order (spec §9). */
export const featuredAvatarIds = ['798', '1021', '1079', '1046', '713'] as const;

/** A digital person's id: a library avatar's number ("798") or a user avatar's uuid. */
export const DigitalPersonIdSchema = z
  .string()
  .min(1, 'Choose an avatar')
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/, 'The avatar id is not valid.');

// ---------------------------------------------------------------------------
// Look generation (POST /aigc/photo, GET /aigc/task, POST /aigc/task/status)
// ---------------------------------------------------------------------------

const promptText = (what: string) =>
  z.string().max(lookPromptMaxCharacters, `The ${what} text is too long: at most ${lookPromptMaxCharacters} characters`).default('');

/**
 * The spec's generation request. With a reference face (`base_photo_url`, an
 * uploaded photo's `full_path` or a sample face's url, or `avatar_library_id`,
 * one of the user's library avatars) the look is built around that face;
 * without one, `age` and `origin` describe the person.
 */
export const GenerateLooksRequestSchema = z.object({
  gender: AvatarGenderSchema,
  background: promptText('background'),
  detail: promptText('appearance'),
  preset_style: LookStyleSchema.default('professional'),
  talking_pose: z.string().max(40).default(''),
  photo_real: z.boolean().default(false),
  model: z.number().int().min(1).max(9).default(2),
  number_of_images: z.literal(lookImagesPerGeneration).default(lookImagesPerGeneration),
  aspect_ratio: AvatarAspectRatioSchema.default(0),
  task_from: z.number().int().min(0).max(99).default(4),
  base_photo_url: z.string().min(1).max(2048).optional(),
  avatar_library_id: z.string().uuid('The avatar id is not valid.').optional(),
  age: AvatarAgeSchema.optional(),
  origin: AvatarEthnicitySchema.optional(),
});
export type GenerateLooksRequest = z.infer<typeof GenerateLooksRequestSchema>;

/** Spec: data is the task id. Code 4101: a guest must sign in, a user is out of free trials and credits. */
export const generateLooksRoute = defineRoute({
  method: 'POST',
  path: '/aigc/photo',
  summary: 'Generate four avatar looks from the wizard; answers the task id (4101 when a guest must sign in or a user must pay)',
  tag: 'looks',
  auth: 'session',
  body: GenerateLooksRequestSchema,
  data: z.string(),
});

export const LookTaskStatusValueSchema = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);

export const LookTaskSchema = z.object({
  unique_id: z.string(),
  status: LookTaskStatusValueSchema,
  progress: z.number().min(0).max(100),
  /** What the engine is doing, for the skeletons' caption: queued, drawing (embedded) or generating (a service), saving. */
  stage: z.string(),
  /** The four images once done; empty until then (spec). */
  output_url: z.array(z.string()),
  aspect_ratio: AvatarAspectRatioSchema,
  /** `embedded` (the illustrated engine) or the image service's name. */
  engine: z.string(),
  /** Why the configured image service was not used (it failed, and the illustrator drew the looks), else null. */
  note: z.string().nullable(),
  /** Why it failed, in words the user can act on. */
  error: z.string().nullable(),
});
export type LookTask = z.infer<typeof LookTaskSchema>;

export const getLookTaskRoute = defineRoute({
  method: 'GET',
  path: '/aigc/task',
  summary: "A look generation's status, progress and, once done, its four images",
  tag: 'looks',
  auth: 'session',
  query: z.object({ unique_id: z.string().uuid('The task id is not valid.') }),
  data: LookTaskSchema,
});

export const getLookTaskOutputsRoute = defineRoute({
  method: 'POST',
  path: '/aigc/task/status',
  summary: "Spec's avatar task status: the output pictures (empty until done)",
  tag: 'looks',
  auth: 'session',
  body: z.object({ type: z.literal(1).default(1), unique_id: z.string().uuid('The task id is not valid.') }),
  data: z.object({ output_url: z.array(z.string()) }),
});

/** Spec: called with type 1; the Free plan's remaining look trials (0 on other plans). */
export const getLookFreeTrialsRoute = defineRoute({
  method: 'GET',
  path: '/aigc/task/free/count/:type',
  summary: 'How many free look generations the caller has left',
  tag: 'looks',
  auth: 'session',
  params: z.object({ type: z.coerce.number().int().min(1).max(9) }),
  data: z.number().int().min(0),
});

// ---------------------------------------------------------------------------
// Prompt Generator and sample faces
// ---------------------------------------------------------------------------

/** 1 detail (appearance), 2 background. */
export const LookPromptTypeSchema = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));

export const LookPromptSchema = z.object({ id: z.number().int(), title: z.string(), prompt: z.string() });
export const LookPromptCategorySchema = z.object({ category: z.string(), prompts: z.array(LookPromptSchema) });
export type LookPromptCategory = z.infer<typeof LookPromptCategorySchema>;

export const listLookPromptsRoute = defineRoute({
  method: 'GET',
  path: '/aigc/prompt/:type',
  summary: 'Prompt Generator keywords by category (type 1 appearance, 2 background); `lang` picks zh-CN texts',
  tag: 'looks',
  auth: 'none',
  params: z.object({ type: LookPromptTypeSchema }),
  query: z.object({ lang: z.string().max(16).optional() }),
  data: z.object({ prompt_list: z.array(LookPromptCategorySchema) }),
});

export const getPresetLookPromptRoute = defineRoute({
  method: 'GET',
  path: '/aigc/prompt/preset/:type',
  summary: 'A random ready-made prompt for a gender',
  tag: 'looks',
  auth: 'none',
  params: z.object({ type: LookPromptTypeSchema }),
  query: z.object({ gender: AvatarGenderSchema.optional(), lang: z.string().max(16).optional() }),
  data: z.object({ prompt: z.string() }),
});

/** Six faces made by the embedded engine (never photos of real people) to use as a reference. */
export const listSampleFacesRoute = defineRoute({
  method: 'GET',
  path: '/aigc/sample_faces',
  summary: 'The six sample faces of the Upload Your Photo dialog',
  tag: 'looks',
  auth: 'none',
  data: z.object({ list: z.array(z.object({ name: z.string(), url: z.string() })) }),
});

// ---------------------------------------------------------------------------
// Digital persons (avatars) and the library
// ---------------------------------------------------------------------------

/**
 * A digital person (spec §3), the one shape every avatar list answers with.
 * `welcome_url` is null until its welcome clip (the avatar speaking its
 * welcome line) has been rendered; `welcome_status` says how far it is.
 */
export const DigitalPersonSchema = TalkingPhotoPersonSchema.extend({
  welcome_url: z.string().nullable(),
  welcome_status: z.enum(['none', 'rendering', 'done', 'failed']),
  avatar_library_id: z.string(),
  avatar_library_unique_id: z.string(),
  avatar_library_name: z.string(),
  theme: AvatarThemeSchema.nullable(),
  age: AvatarAgeSchema.nullable(),
  ethnicity: AvatarEthnicitySchema.nullable(),
  /** `illustrated` looks are drawn by the embedded engine and talk without detection; `photo` looks are animated like a talking photo. */
  kind: z.enum(['illustrated', 'photo']),
  /** true for the built-in public library, false for the caller's own avatars. */
  is_public: z.boolean(),
});
export type DigitalPerson = z.infer<typeof DigitalPersonSchema>;

export const AvatarFilterQuerySchema = z.object({
  theme: AvatarThemeSchema.optional(),
  age: AvatarAgeSchema.optional(),
  gender: AvatarGenderSchema.optional(),
  ethnicity: AvatarEthnicitySchema.optional(),
  aspect_ratio: z.coerce.number().pipe(AvatarAspectRatioSchema).optional(),
});

export const listDigitalPersonsRoute = defineRoute({
  method: 'GET',
  path: '/avatar_library/digital_persons',
  summary: "Avatars that can talk: the public library's and the caller's own, filtered",
  tag: 'avatars',
  auth: 'session',
  query: AvatarFilterQuerySchema,
  data: z.object({ digital_persons: z.array(DigitalPersonSchema) }),
});

export const listPublicAvatarsRoute = defineRoute({
  method: 'GET',
  path: '/avatar_library/public',
  summary: 'The public avatar gallery, filtered, a page at a time (featured first)',
  tag: 'avatars',
  auth: 'none',
  query: AvatarFilterQuerySchema.extend({
    page: databaseIntegerFromQuery(1).default(1),
    page_size: z.coerce.number().int().min(1).max(1000).default(100),
  }),
  data: z.object({ digital_persons: z.array(DigitalPersonSchema), total: z.number().int(), has_more: z.boolean() }),
});

/** The spec's library avatar: an avatar of the user's library with its number of looks. */
export const LibraryAvatarSchema = z.object({
  id: z.string(),
  name: z.string(),
  cover_url: z.string(),
  /** How many looks the avatar has ('N Look(s)'). */
  motion_count: z.number().int(),
  /** The picture a new look of this avatar is built around. */
  original_photo: z.string(),
});
export type LibraryAvatar = z.infer<typeof LibraryAvatarSchema>;

export const listLibraryAvatarsRoute = defineRoute({
  method: 'GET',
  path: '/aigc_avatar/library/page',
  summary: "The caller's library avatars (the Choose your Character dialog)",
  tag: 'avatars',
  auth: 'session',
  query: z.object({ page: databaseIntegerFromQuery(1).default(1), page_size: z.coerce.number().int().min(1).max(1000).default(1000) }),
  data: z.object({ data: z.array(LibraryAvatarSchema), total: z.number().int() }),
});

/** Turns one of a finished task's looks into the caller's avatar: a digital person whose welcome clip starts rendering. */
export const createAvatarFromLookRoute = defineRoute({
  method: 'POST',
  path: '/aigc_avatar/create',
  summary: "Make one of a look task's pictures the caller's avatar (a digital person with a default voice and a welcome clip)",
  tag: 'avatars',
  auth: 'session',
  body: z.object({
    unique_id: z.string().uuid('The task id is not valid.'),
    output_index: z
      .number()
      .int()
      .min(0)
      .max(lookImagesPerGeneration - 1),
    name: z.string().trim().min(1, 'Give the avatar a name').max(60, 'An avatar name has at most 60 characters').optional(),
  }),
  data: DigitalPersonSchema,
});

// ---------------------------------------------------------------------------
// Talking-avatar videos (/long-video-from-text)
// ---------------------------------------------------------------------------

export const CreateTalkingAvatarRequestSchema = z
  .object({
    person_id: DigitalPersonIdSchema,
    script: z.string().max(30_000),
    tts_voice_id: z.string().min(1, 'Choose a voice for the script').max(120),
    aspect_ratio: AvatarAspectRatioSchema.default(0),
    /** 1 burns subtitles into the video, 2 does not; SRT and WebVTT are made either way. */
    render_subtitle: z.union([z.literal(1), z.literal(2)]).default(1),
    watermark: z.boolean().default(true),
    create_from: z.number().int().min(0).max(1000).default(0),
  })
  .superRefine((request, context) => {
    if (!request.script.trim()) context.addIssue({ code: 'custom', path: ['script'], message: 'Enter a script for the avatar to speak' });
  });
export type CreateTalkingAvatarRequest = z.infer<typeof CreateTalkingAvatarRequestSchema>;

/** Saves a talking-avatar project (one scene per few sentences, the avatar speaking); render it with POST /project/task/submit. */
export const createTalkingAvatarRoute = defineRoute({
  method: 'POST',
  path: '/project/talking_avatar',
  summary: 'Make a talking-avatar project from a script; render it with POST /project/task/submit',
  tag: 'projects',
  auth: 'session',
  body: CreateTalkingAvatarRequestSchema,
  data: z.object({ new_prj_id: z.string(), workspace_index: z.number().int() }),
});

/** The avatar's welcome clip, queued the first time someone looks at the avatar in a player (the home tool); answers the avatar with its clip's state. */
export const queueWelcomeClipRoute = defineRoute({
  method: 'POST',
  path: '/avatar_library/welcome',
  summary: "Make sure an avatar's welcome clip exists or is being rendered; answers the avatar",
  tag: 'avatars',
  auth: 'session',
  body: z.object({ id: DigitalPersonIdSchema }),
  data: DigitalPersonSchema,
});
