import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';

// ---------------------------------------------------------------------------
// Video translation (site §2 `/video-translation`; unbuilt-areas §U4)
//
// A Talkreel video is translated by re-rendering its workspace: every script
// and on-screen text translated, each voice swapped for its counterpart in
// the target language, the faces re-synced to the new speech. An uploaded
// video is transcribed (speaker turns kept), reviewed segment by segment,
// then dubbed: speech per segment fitted to its slot and mixed over the
// original with the voice band ducked. Either way each target language ends
// as a new project, editable in the editor, rendered by the normal render.
// ---------------------------------------------------------------------------

/** Limits of a translation, checked before any work. */
export const translationLimits = {
  /** An uploaded video, bytes (the upload rule for videos). */
  maxUploadBytes: 100 * 1024 * 1024,
  /** The longest video translated, ms (10 minutes). */
  maxDurationMs: 10 * 60 * 1000,
  /** Target languages in one request. */
  maxTargets: 5,
  /** Segments of one transcript. */
  maxSegments: 400,
  /** Characters of one segment's text or translation. */
  maxSegmentChars: 2_000,
  /** Speakers of one transcript. */
  maxSpeakers: 6,
} as const;

/** An ISO 639-1 language code (`en`, `es`, `zh`). */
export const LanguageCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-z]{2,3}$/u, 'A language is its ISO 639-1 code, e.g. es');

/** Where a translation stands as a whole. */
export const TranslationStatusSchema = z.enum([
  /** Transcribing an upload, or translating a Talkreel video before its renders. */
  'processing',
  /** An upload's transcript and translations wait for the person's corrections and 'Dub'. */
  'review',
  /** An upload is being voiced, fitted and rendered. */
  'dubbing',
  'done',
  'failed',
]);
export type TranslationStatus = z.infer<typeof TranslationStatusSchema>;

/** The named stages progress is reported in. */
export const TranslationStageSchema = z.enum([
  'queued',
  'extract',
  'transcribe',
  'speakers',
  'translate',
  'review',
  'voice',
  'fit',
  'lip_sync',
  'render',
  'done',
  'failed',
]);
export type TranslationStage = z.infer<typeof TranslationStageSchema>;

/** How one dubbed segment fitted its slot, per target language. */
export const SegmentFitSchema = z.object({
  /** Speed-up applied (1 = none, at most 1.3). */
  stretch: z.number(),
  /** How far it still passes its slot (+10 %), ms; 0 when it fits. */
  overrun_ms: z.number(),
  fits: z.boolean(),
});
export type SegmentFit = z.infer<typeof SegmentFitSchema>;

/** One spoken segment of an upload: who, when, what, and its translation per target language. */
export const TranslationSegmentSchema = z
  .object({
    id: z.string().min(1).max(40),
    speaker: z
      .number()
      .int()
      .min(0)
      .max(translationLimits.maxSpeakers - 1),
    start_ms: z.number().int().min(0).max(translationLimits.maxDurationMs),
    end_ms: z.number().int().min(0).max(translationLimits.maxDurationMs),
    text: z.string().max(translationLimits.maxSegmentChars, `A segment has at most ${translationLimits.maxSegmentChars} characters`),
    translations: z.record(
      LanguageCodeSchema,
      z.string().max(translationLimits.maxSegmentChars, `A translation has at most ${translationLimits.maxSegmentChars} characters`),
    ),
    /** Set once dubbed: how the speech fitted, per target language. */
    fit: z.record(LanguageCodeSchema, SegmentFitSchema).optional(),
  })
  .refine((segment) => segment.end_ms > segment.start_ms, { message: 'A segment must end after it starts' });
export type TranslationSegment = z.infer<typeof TranslationSegmentSchema>;

/** A speaker of an upload: a name for the table and a voice per target language. */
export const TranslationSpeakerSchema = z.object({
  speaker: z
    .number()
    .int()
    .min(0)
    .max(translationLimits.maxSpeakers - 1),
  name: z.string().trim().min(1).max(60),
  /** 'female' | 'male' as measured from the recording; picks the default voices. */
  gender: z.enum(['female', 'male']).nullable(),
  /** A public voice id (or one of the owner's voices) per target language. */
  voice_ids: z.record(LanguageCodeSchema, z.string().min(1).max(120)),
});
export type TranslationSpeaker = z.infer<typeof TranslationSpeakerSchema>;

/** One target language's result: a new project, rendered. */
export const TranslationOutputSchema = z.object({
  language: z.string(),
  /** The new project (editable in the editor) once it exists. */
  project_id: z.string().nullable(),
  status: z.enum(['waiting', 'processing', 'rendering', 'done', 'failed']),
  /** 0–100 of this language's work (its render's progress while rendering). */
  progress: z.number().int(),
  stage: z.string(),
  /** The finished MP4 and its captions. */
  video_url: z.string().nullable(),
  srt_url: z.string().nullable(),
  error: z.string().nullable(),
  /** Uploads: the share of segments that fit their slot (+10 %). */
  segments_in_slot: z.number().nullable(),
  /** Uploads, once dubbed: the service that re-synced the lips (null: the original picture was kept), and its failures when there were any. */
  lip_sync: z.object({ engine: z.string().nullable(), note: z.string().nullable() }).nullable(),
});
export type TranslationOutput = z.infer<typeof TranslationOutputSchema>;

/** An engine as the page names it, with its honest quality. */
export const TranslationEngineInfoSchema = z.object({
  name: z.string(),
  /** 'rule-based' (Apertium), 'neural' (an LLM), 'rough' (pocketsphinx), 'good' (a Whisper service). */
  quality: z.string(),
});

export const TranslationSourceSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('project'),
    project_id: z.string().uuid('The project id is not valid'),
    workspace_index: z.number().int().min(0).max(99).default(0),
  }),
  /** An uploaded video (POST /common/upload), by its storage key. */
  z.object({ type: z.literal('upload'), file_path: z.string().trim().min(1).max(500) }),
]);
export type TranslationSource = z.infer<typeof TranslationSourceSchema>;

/** A translation request with its transcript, results and engines. */
export const TranslationRecordSchema = z.object({
  id: z.string(),
  source: z.object({
    type: z.enum(['project', 'upload']),
    project_id: z.string().nullable(),
    /** The project's name, or the uploaded file's name. */
    name: z.string(),
    /** A read URL of the source video (the project's latest render, or the upload). */
    video_url: z.string().nullable(),
    duration_ms: z.number().int(),
  }),
  source_language: z.string(),
  target_languages: z.array(z.string()),
  status: TranslationStatusSchema,
  stage: TranslationStageSchema,
  progress: z.number().int(),
  error: z.object({ reason: z.string(), msg: z.string() }).nullable(),
  /** Uploads only: the transcript, empty until transcribed. */
  segments: z.array(TranslationSegmentSchema),
  speakers: z.array(TranslationSpeakerSchema),
  outputs: z.array(TranslationOutputSchema),
  engines: z.object({
    transcriber: TranslationEngineInfoSchema.nullable(),
    translator: TranslationEngineInfoSchema.nullable(),
    /** A lip-sync service re-syncs an upload's lips; null: the original picture is kept. */
    lip_sync: z.string().nullable(),
  }),
  credits: z.number().int(),
  created_at: z.string(),
});
export type TranslationRecord = z.infer<typeof TranslationRecordSchema>;

export const TranslationLanguageInfoSchema = z.object({
  code: z.string(),
  label: z.string(),
  native_label: z.string(),
  /** How the product can translate into it from the chosen source: 'llm', 'apertium' or null (no path). */
  engine: z.enum(['llm', 'apertium']).nullable(),
  /** Apertium's pivot language when there is no direct pair (`es`). */
  via: z.string().nullable(),
});
export type TranslationLanguageInfo = z.infer<typeof TranslationLanguageInfoSchema>;

export const getTranslationOptionsRoute = defineRoute({
  method: 'GET',
  path: '/project/translation/options',
  summary:
    'What translation can do here from a source language: target languages with the engine that reaches each, the speech recogniser, lip sync, limits and price',
  tag: 'translation',
  auth: 'session',
  query: z.object({ from: LanguageCodeSchema.default('en') }),
  data: z.object({
    source_languages: z.array(z.object({ code: z.string(), label: z.string(), native_label: z.string() })),
    languages: z.array(TranslationLanguageInfoSchema),
    /** Speech recognition for uploads: null when none is installed or configured. */
    recognizer: z.object({ name: z.string(), quality: z.string(), languages: z.union([z.array(z.string()), z.literal('any')]) }).nullable(),
    lip_sync: z.string().nullable(),
    limits: z.object({ max_upload_bytes: z.number(), max_duration_ms: z.number(), max_targets: z.number() }),
    credits_per_minute: z.number(),
  }),
});

const translationRequestBody = z.object({
  source: TranslationSourceSchema,
  /** The language spoken in the source. */
  source_language: LanguageCodeSchema.default('en'),
  target_languages: z
    .array(LanguageCodeSchema)
    .min(1, 'Choose at least one language')
    .max(translationLimits.maxTargets, `Choose at most ${translationLimits.maxTargets} languages`)
    .refine((codes) => new Set(codes).size === codes.length, { message: 'A language is chosen twice' }),
});

export const quoteTranslationRoute = defineRoute({
  method: 'POST',
  path: '/project/translation/quote',
  summary:
    'Checks a source and target languages (readable video, an audio track, at most 10 minutes, a path to each language) and answers the credits it costs',
  tag: 'translation',
  auth: 'session',
  body: translationRequestBody,
  data: z.object({ duration_ms: z.number().int(), credits: z.number().int() }),
});

export const createTranslationRoute = defineRoute({
  method: 'POST',
  path: '/project/translation/create',
  summary:
    'Starts a translation (credits debited now, refunded on failure): a Talkreel video is translated and re-rendered per language; an upload is transcribed and waits for review',
  tag: 'translation',
  auth: 'session',
  body: translationRequestBody,
  data: z.object({ id: z.string(), credits: z.number().int() }),
});

export const getTranslationRoute = defineRoute({
  method: 'GET',
  path: '/project/translation/detail',
  summary: 'A translation: status, stage and progress, the transcript and translations, and each language’s project and video',
  tag: 'translation',
  auth: 'session',
  query: z.object({ id: z.string().trim().min(1).max(100) }),
  data: TranslationRecordSchema,
});

export const listTranslationsRoute = defineRoute({
  method: 'GET',
  path: '/project/translation/list',
  summary: 'The caller’s translations, newest first',
  tag: 'translation',
  auth: 'session',
  query: z.object({ page: z.coerce.number().int().min(1).max(1_000).default(1), size: z.coerce.number().int().min(1).max(50).default(20) }),
  data: z.object({ list: z.array(TranslationRecordSchema.omit({ segments: true, speakers: true })), total: z.number().int() }),
});

export const saveTranslationSegmentsRoute = defineRoute({
  method: 'PUT',
  path: '/project/translation/segments',
  summary: 'Saves the corrected transcript, translations and voices of an upload under review',
  tag: 'translation',
  auth: 'session',
  body: z.object({
    id: z.string().trim().min(1).max(100),
    segments: z.array(TranslationSegmentSchema).min(1, 'A transcript needs at least one segment').max(translationLimits.maxSegments),
    speakers: z.array(TranslationSpeakerSchema).min(1).max(translationLimits.maxSpeakers),
  }),
  data: TranslationRecordSchema,
});

export const dubTranslationRoute = defineRoute({
  method: 'POST',
  path: '/project/translation/dub',
  summary: 'Dubs an upload under review into each target language (speech per segment fitted to its slot, mixed over the original) and renders it',
  tag: 'translation',
  auth: 'session',
  body: z.object({ id: z.string().trim().min(1).max(100) }),
  data: TranslationRecordSchema,
});
