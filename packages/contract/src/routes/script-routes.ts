import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';
import { isLinkOrigin, isUploadOrigin, podcastOrigins, PodcastOriginSchema } from '../podcast/podcast-origin.ts';
import { AvatarAspectRatioSchema, DigitalPersonIdSchema } from './avatar-routes.ts';

// ---------------------------------------------------------------------------
// Constants of the podcast and topic pages (spec §3, §5, §9)
// ---------------------------------------------------------------------------

export const podcastDurations = ['1-3', '3-5', '5-10'] as const;
export const PodcastDurationSchema = z.enum(podcastDurations, { error: 'Video duration is one of 1-3, 3-5 or 5-10 (minutes)' });
export type PodcastDuration = z.infer<typeof PodcastDurationSchema>;

export const turnLengths = ['short', 'medium', 'long'] as const;
export const TurnLengthSchema = z.enum(turnLengths, { error: 'Duration per turn is short, medium or long' });
export type TurnLength = z.infer<typeof TurnLengthSchema>;

export const podcastLongTextMaxCharacters = 16_000;
/** A podcast script of up to 30 minutes (the hints' 'about 30,000 characters'). */
export const podcastScriptMaxCharacters = 30_000;
export const podcastMaxTurns = 300;

export const topicTones = [
  'Professional',
  'Friendly',
  'Casual',
  'Humorous',
  'Persuasive',
  'Empathetic',
  'Formal',
  'Optimistic',
  'Serious',
  'Conversational',
  'Inspirational',
  'Direct',
  'Playful',
  'Bold',
  'Educational',
  'Reflective',
  'Energetic',
  'Polite',
  'Neutral',
] as const;
export const TopicToneSchema = z.enum(topicTones, { error: 'Choose one of the tones' });
/** One of the 19 tones of the Topic-to-video form (spec §9); the writers phrase a script by it. */
export type TopicTone = z.infer<typeof TopicToneSchema>;

/** 1 ~30 s, 2 ~60 s, 3 ~3 min. */
export const TopicDurationSchema = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'Duration is 1 (~30s), 2 (~60s) or 3 (~3mins)' });
/** 1 GPT-4o, 2 Deepseek: names of configured models on an LLM service; the embedded writer ignores it. */
export const TopicModelSchema = z.union([z.literal(1), z.literal(2)], { error: 'Model is 1 or 2' });
export const topicMaxCharacters = 1_000;

/** A script's status as the pages poll it: 1 queued, 2 writing, 3 partial (scenes so far), 4 done, 5 failed. */
export const scriptStatus = { queued: 1, writing: 2, partial: 3, done: 4, failed: 5 } as const;

const LanguageValueSchema = z
  .string()
  .trim()
  .min(1, 'Choose a language')
  .max(40)
  .regex(/^[a-z][a-z-]*$/u, 'A language is its lowercase English name, e.g. english');

/** A turn cut from an uploaded recording: its own audio file (the recording from `start_ms` to `end_ms`), spoken as it is. */
export const PodcastTurnAudioSchema = z.object({
  path: z.string().min(1).max(1_000),
  start_ms: z.number().int().min(0),
  end_ms: z.number().int().min(1),
  /** Where the page can play it (answers only; ignored when saved). */
  url: z.string().optional(),
});

export const PodcastTurnSchema = z.object({
  host: z.union([z.literal(1), z.literal(2)]),
  /** What the host says; for a turn of a recording, a label of its time in the recording. */
  text: z.string().trim().min(1, 'A turn needs some text').max(4_000, 'A turn has at most 4000 characters'),
  audio: PodcastTurnAudioSchema.optional(),
});
export type PodcastTurn = z.infer<typeof PodcastTurnSchema>;

// ---------------------------------------------------------------------------
// Script options: languages, tones and what writes the scripts here
// ---------------------------------------------------------------------------

export const ScriptOptionsSchema = z.object({
  languages: z.array(z.object({ value: z.string(), label: z.string(), native_label: z.string() })),
  tones: z.array(z.string()),
  /** What writes scripts on this server: `llm` (a configured language model) or `embedded` (extraction and outlines, no model). */
  writer: z.object({ id: z.string(), label: z.string() }),
  /** Languages the topic page can write in here (every language with a language model; English and Chinese without). */
  topic_languages: z.array(z.string()),
});
export type ScriptOptions = z.infer<typeof ScriptOptionsSchema>;

export const getScriptOptionsRoute = defineRoute({
  method: 'GET',
  path: '/project/script/options',
  summary: 'Languages, tones and the script writer of the podcast and topic pages',
  tag: 'scripts',
  auth: 'none',
  data: ScriptOptionsSchema,
});

// ---------------------------------------------------------------------------
// Podcast host pairs
// ---------------------------------------------------------------------------

export const PodcastHostSchema = z.object({
  id: z.string(),
  name: z.string(),
  cover_url: z.string(),
  /** 100 once the host's cover exists. */
  progress: z.number(),
  timbre_name: z.string(),
  voice_id: z.string(),
  timbre_id: z.string(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export const PodcastHostPairSchema = z.object({
  id: z.string(),
  /** 1 ready; 0 while a host's cover is being made. */
  status: z.number().int(),
  is_demo: z.boolean(),
  PrjUserDigitalPerson1: PodcastHostSchema,
  PrjUserDigitalPerson2: PodcastHostSchema,
});
export type PodcastHostPair = z.infer<typeof PodcastHostPairSchema>;

export const listPodcastHostPairsRoute = defineRoute({
  method: 'GET',
  path: '/aigc_avatar/podcast_avatar_demo/list',
  summary: "Host pairs: the caller's own pairs, then the demo pairs",
  tag: 'podcast',
  auth: 'session',
  data: z.object({ list: z.array(PodcastHostPairSchema) }),
});

export const createPodcastHostPairRoute = defineRoute({
  method: 'POST',
  path: '/aigc_avatar/podcast_avatar',
  summary: 'A host pair from two avatars (library or own), each with its voice',
  tag: 'podcast',
  auth: 'session',
  body: z
    .object({ person1_id: DigitalPersonIdSchema, person2_id: DigitalPersonIdSchema })
    .refine((body) => body.person1_id !== body.person2_id, { message: 'Choose two different avatars', path: ['person2_id'] }),
  data: PodcastHostPairSchema,
});

// ---------------------------------------------------------------------------
// Podcasts: create (script written in the background), project info, video
// ---------------------------------------------------------------------------

export const CreatePodcastRequestSchema = z
  .object({
    podcast_avatar_id: z.string().min(1, 'Choose a host pair').max(64),
    language: LanguageValueSchema.default('english'),
    video_duration: PodcastDurationSchema.default('3-5'),
    duration_per_turn: TurnLengthSchema.default('short'),
    origin: PodcastOriginSchema,
    url: z.string().trim().max(2_048, 'A link has at most 2048 characters').optional(),
    long_text: z.string().max(podcastScriptMaxCharacters).optional(),
    file_path: z.string().trim().max(1_024).optional(),
  })
  .superRefine((request, context) => {
    const isText = request.origin === podcastOrigins.longText || request.origin === podcastOrigins.document;
    if (isLinkOrigin(request.origin) && !request.url) context.addIssue({ code: 'custom', path: ['url'], message: 'Enter a link' });
    // A document is its text: pasted, or an uploaded PDF/DOCX/TXT (`file_path`) the server reads.
    if (isText && !(request.origin === podcastOrigins.document && request.file_path) && !request.long_text?.trim()) {
      context.addIssue({ code: 'custom', path: ['long_text'], message: 'Enter the text' });
    }
    if (isText && (request.long_text?.length ?? 0) > podcastLongTextMaxCharacters) {
      context.addIssue({ code: 'custom', path: ['long_text'], message: `The text has at most ${podcastLongTextMaxCharacters} characters` });
    }
    if (isUploadOrigin(request.origin) && !request.file_path) context.addIssue({ code: 'custom', path: ['file_path'], message: 'Upload a file' });
  });
export type CreatePodcastRequest = z.infer<typeof CreatePodcastRequestSchema>;

export const createPodcastRoute = defineRoute({
  method: 'POST',
  path: '/aigc_avatar/podcast',
  summary: 'Start a podcast: its script is written in the background (poll GET /project/prj_info)',
  tag: 'podcast',
  auth: 'session',
  body: CreatePodcastRequestSchema,
  data: z.object({ project_id: z.string() }),
});

export const ProjectInfoSchema = z.object({
  project_id: z.string(),
  kind: z.string(),
  /** 1 queued, 2 writing, 3 partial, 4 done, 5 failed. */
  status: z.number().int(),
  /** The script as plain text ('Name: text' a turn a paragraph); '' until written. */
  gpt_sell_text: z.string(),
  err_msg: z.string(),
  title: z.string(),
  origin: z.number().int(),
  language: z.string(),
  turns: z.array(PodcastTurnSchema),
  podcast_avatar: PodcastHostPairSchema.nullable(),
  /** Which writer wrote it ('embedded' or 'llm') and, when a service was not used, why. */
  writer: z.string().nullable(),
  note: z.string().nullable(),
});
export type ProjectInfo = z.infer<typeof ProjectInfoSchema>;

export const getProjectInfoRoute = defineRoute({
  method: 'GET',
  path: '/project/prj_info',
  summary: "A script project's status and script (podcast turns)",
  tag: 'projects',
  auth: 'session',
  query: z.object({ project_id: z.string().uuid('The project id is not valid') }),
  data: ProjectInfoSchema,
});

export const savePodcastScriptRoute = defineRoute({
  method: 'PUT',
  path: '/project/podcast/script',
  summary: "Save a podcast's edited turns",
  tag: 'podcast',
  auth: 'session',
  body: z.object({
    project_id: z.string().uuid('The project id is not valid'),
    turns: z.array(PodcastTurnSchema).min(1, 'A podcast needs at least one turn').max(podcastMaxTurns, `A podcast has at most ${podcastMaxTurns} turns`),
    podcast_avatar_id: z.string().min(1).max(64).optional(),
  }),
  data: ProjectInfoSchema,
});

export const createPodcastVideoRoute = defineRoute({
  method: 'POST',
  path: '/project/podcast/video',
  summary: "Make the podcast's two-host timeline from its script; render it with POST /project/task/submit",
  tag: 'podcast',
  auth: 'session',
  body: z.object({
    project_id: z.string().uuid('The project id is not valid'),
    aspect_ratio: AvatarAspectRatioSchema.default(1),
    /** 1 burns subtitles in, 2 does not (SRT either way). */
    render_subtitle: z.union([z.literal(1), z.literal(2)]).default(1),
    watermark: z.boolean().default(true),
  }),
  data: z.object({ new_prj_id: z.string(), workspace_index: z.number().int() }),
});

// ---------------------------------------------------------------------------
// Sample links (Try Sample)
// ---------------------------------------------------------------------------

export const sampleLinkPlatforms = { website: 7, youtube: 8 } as const;

export const getSampleLinkRoute = defineRoute({
  method: 'POST',
  path: '/project/analyze/random_url',
  summary:
    'A sample link for Try Sample: platform 7 a website article (hosted here) in the podcast language when there is one, else English; 8 a YouTube video',
  tag: 'analyze',
  auth: 'none',
  body: z.object({
    platform: z.union([z.literal(7), z.literal(8)], { error: 'Platform is 7 (website) or 8 (YouTube)' }),
    language: LanguageValueSchema.optional(),
  }),
  data: z.string(),
});

export const listSampleLinksRoute = defineRoute({
  method: 'GET',
  path: '/project/analyze/random_url/list',
  summary: 'Sample links by kind: 1 websites, 2 YouTube videos, 3 product pages',
  tag: 'analyze',
  auth: 'none',
  data: z.object({ 1: z.array(z.string()), 2: z.array(z.string()), 3: z.array(z.string()) }),
});

// ---------------------------------------------------------------------------
// Topic to video
// ---------------------------------------------------------------------------

export const TopicScriptRequestSchema = z.union([
  z.object({ project_id: z.string().uuid('The project id is not valid') }),
  z.object({
    topic: z.string().trim().min(1, 'Please enter the topic').max(topicMaxCharacters, `A topic has at most ${topicMaxCharacters} characters`),
    language: LanguageValueSchema.default('english'),
    tone: TopicToneSchema.default('Professional'),
    model: TopicModelSchema.default(1),
    expected_duration: TopicDurationSchema.default(1),
  }),
]);
export type TopicScriptRequest = z.infer<typeof TopicScriptRequestSchema>;

export const createTopicScriptRoute = defineRoute({
  method: 'POST',
  path: '/project/topic_to_video',
  summary: 'Write a scene script for a topic (or write it again: {project_id}); poll GET /project/topic_to_video',
  tag: 'topic',
  auth: 'session',
  body: TopicScriptRequestSchema,
  data: z.object({ new_prj_id: z.string() }),
});

export const TopicScriptStatusSchema = z.object({
  status: z.number().int(),
  err_msg: z.string(),
  scene_text: z.array(z.string()),
  topic: z.string(),
  language: z.string(),
  tone: z.string(),
  model: z.number().int(),
  expected_duration: z.number().int(),
  writer: z.string().nullable(),
});
export type TopicScriptStatus = z.infer<typeof TopicScriptStatusSchema>;

export const getTopicScriptRoute = defineRoute({
  method: 'GET',
  path: '/project/topic_to_video',
  summary: 'A topic script as it is written: status 3 with the scenes so far, 4 done, 5 failed',
  tag: 'topic',
  auth: 'session',
  query: z.object({ project_id: z.string().uuid('The project id is not valid') }),
  data: TopicScriptStatusSchema,
});

export const stopTopicScriptRoute = defineRoute({
  method: 'POST',
  path: '/project/topic_to_video/stop',
  summary: 'Stop writing a topic script; the scenes so far are kept',
  tag: 'topic',
  auth: 'session',
  body: z.object({ project_id: z.string().uuid('The project id is not valid') }),
  data: TopicScriptStatusSchema,
});

export const createTopicVideoRoute = defineRoute({
  method: 'POST',
  path: '/project/topic_to_video_pro_edit',
  summary: "A timeline from a topic script: the presenter speaking each scene over a background, the scene's text as subtitles",
  tag: 'topic',
  auth: 'session',
  body: z.object({
    project_id: z.string().uuid('The project id is not valid'),
    aspect_ratio: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Aspect ratio is 0 (9:16), 1 (16:9) or 2 (1:1)' }).default(0),
    person_id: DigitalPersonIdSchema.optional(),
    scene_text: z.array(z.string().trim().min(1).max(4_000)).min(1).max(60).optional(),
  }),
  data: z.object({ new_prj_id: z.string(), workspace_index: z.number().int() }),
});
