import { z } from 'zod';
import { databaseIntegerFromQuery } from '../database-integer.ts';
import { defineRoute } from '../route-contract.ts';

/** A voice as the voice dialog shows it (spec §3 'Voice item'). */
export const VoiceItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  unique_id: z.string(),
  voice_id: z.string(),
  /** Plays without a bearer token (an audio element cannot send one). */
  preview_url: z.string(),
  audition_url: z.string(),
  /** 0 = not a favourite. */
  favorite_id: z.union([z.string(), z.literal(0)]),
  gender: z.string(),
  age: z.string(),
  language: z.string(),
  accent: z.string(),
  use_case: z.string(),
  descriptive: z.string(),
  args: z.object({ style_list: z.array(z.string()), locale_list: z.array(z.string()) }),
  /** Set on public voices: saving one copies it into My Voices first. */
  public_owner_id: z.string().nullable(),
  timbre_id: z.string().nullable(),
  /** Seconds (My Voices only: 'New' within 3 days). */
  create_time: z.number().int().optional(),
  /** 'saved', 'matched' (embedded voice tuned to a recording), 'cloned' (cloud clone). */
  kind: z.string().optional(),
  is_multilingual: z.boolean(),
});
export type VoiceItem = z.infer<typeof VoiceItemSchema>;

export const VoiceSearchQuerySchema = z.object({
  search: z.string().max(100).optional(),
  gender: z.string().max(20).optional(),
  language_code: z.string().max(40).optional(),
  language: z.string().max(40).optional(),
  accent: z.string().max(60).optional(),
  age: z.string().max(20).optional(),
  use_cases: z.string().max(200).optional(),
  favorite: z.coerce.number().int().min(0).max(1).optional(),
  page: databaseIntegerFromQuery(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(36),
});
export type VoiceSearchQuery = z.infer<typeof VoiceSearchQuerySchema>;

export const searchPublicVoicesRoute = defineRoute({
  method: 'GET',
  path: '/timbre/elevenlabs/page',
  summary: 'Public voice library search (page size 36)',
  tag: 'voices',
  auth: 'session',
  query: VoiceSearchQuerySchema,
  data: z.object({ list: z.array(VoiceItemSchema), has_more: z.boolean() }),
});

const OptionListSchema = z.array(z.object({ label: z.string(), value: z.string() }));
export const VoiceFilterOptionsSchema = z.object({
  language: OptionListSchema,
  accent: OptionListSchema,
  gender: OptionListSchema,
  age: OptionListSchema,
  use_case: OptionListSchema,
});

export const getVoiceFilterOptionsRoute = defineRoute({
  method: 'GET',
  path: '/timbre/elevenlabs/label_enum',
  summary: 'Filter options; accents follow the language',
  tag: 'voices',
  auth: 'session',
  query: z.object({ language_code: z.string().max(40).optional() }),
  data: VoiceFilterOptionsSchema,
});

export const savePublicVoiceRoute = defineRoute({
  method: 'POST',
  path: '/timbre/elevenlabs/save',
  summary: 'Copy a public voice into My Voices',
  tag: 'voices',
  auth: 'session',
  body: z.object({ lang_id: z.string().min(1).max(120), name: z.string().max(80).optional(), audition_path: z.string().max(2048).optional() }),
  data: z.object({ timbre_unique_id: z.string() }),
});

export const getVoiceByTimbreRoute = defineRoute({
  method: 'GET',
  path: '/timbre/info',
  summary: 'A voice by its timbre id (one of My Voices, or a public voice id)',
  tag: 'voices',
  auth: 'session',
  query: z.object({ timbre_id: z.string().min(1).max(120) }),
  data: VoiceItemSchema,
});

export const addFavoriteVoiceRoute = defineRoute({
  method: 'POST',
  path: '/timbre/favorite',
  summary: 'Mark a public voice as a favourite',
  tag: 'voices',
  auth: 'session',
  body: z.object({ lang_id: z.string().min(1).max(120) }),
  data: z.object({ favorite_id: z.string() }),
});

export const removeFavoriteVoiceRoute = defineRoute({
  method: 'POST',
  path: '/timbre/favorite/remove',
  summary: 'Remove a favourite',
  tag: 'voices',
  auth: 'session',
  body: z.object({ favorite_id: z.string().min(1).max(64) }),
  data: z.object({}),
});

export const listMyVoicesRoute = defineRoute({
  method: 'GET',
  path: '/timbre/user/list',
  summary: "The user's own voices (timbres), newest first",
  tag: 'voices',
  auth: 'session',
  data: z.object({ timbres: z.array(VoiceItemSchema) }),
});

export const CloneVoiceRequestSchema = z.object({
  name: z.string().trim().min(1).max(80),
  /** full_path of an uploaded mp3/wav (use_to audio). */
  path: z.string().min(1).max(2048),
  /** The language spoken in the recording (a language value); the voice match looks among its voices. */
  language: z.string().max(40).default('english'),
});

/** What the voice match measured in the recording. */
export const VoiceMeasurementsSchema = z.object({
  medianPitchHz: z.number(),
  /** 10th to 90th percentile of the pitch, in semitones. */
  pitchRangeSemitones: z.number(),
  speakingRateSyllablesPerSecond: z.number(),
  /** Spectral centroid of the speech: higher is brighter. */
  brightnessHz: z.number(),
  /** Speech analysed, pauses left out. */
  speechMs: z.number(),
});
export type VoiceMeasurements = z.infer<typeof VoiceMeasurementsSchema>;

/**
 * What a voice-creation task is doing, named from its progress so that the
 * worker (which reports percentages) and every poller agree: each stage
 * starts at its percentage. `cloning` replaces `matching` when a cloud
 * service clones the voice.
 */
export const createVoiceStageStartPercents = { measuring: 0, matching: 15, cloning: 15, saving: 85 } as const;
export const CreateVoiceStageSchema = z.enum(['queued', 'measuring', 'matching', 'cloning', 'saving', 'done', 'failed']);
export type CreateVoiceStage = z.infer<typeof CreateVoiceStageSchema>;

/** How a voice is made: a cloud clone, or the nearest built-in voice tuned to the recording. */
export const CreateVoiceMethodSchema = z.enum(['clone', 'match']);
export type CreateVoiceMethod = z.infer<typeof CreateVoiceMethodSchema>;

export function getCreateVoiceStage(status: string, progressPercent: number, method: CreateVoiceMethod): CreateVoiceStage {
  if (status === 'queued') return 'queued';
  if (status === 'done') return 'done';
  if (status !== 'running') return 'failed';
  if (progressPercent >= createVoiceStageStartPercents.saving) return 'saving';
  if (progressPercent >= createVoiceStageStartPercents.matching) return method === 'clone' ? 'cloning' : 'matching';
  return 'measuring';
}

/** Queues the voice's creation (it takes tens of seconds); poll `/timbre/clone/status` with the task id. */
export const cloneVoiceRoute = defineRoute({
  method: 'POST',
  path: '/timbre/clone',
  summary: 'Start making a voice from a recording: a real clone with ElevenLabs, else a built-in voice matched to it',
  tag: 'voices',
  auth: 'session',
  body: CloneVoiceRequestSchema,
  data: z.object({ task_id: z.string(), method: CreateVoiceMethodSchema }),
});

/** The built-in voice a voice match started from. */
export const MatchedVoiceSchema = z.object({ id: z.string(), name: z.string(), gender: z.string(), accent: z.string() });
export type MatchedVoice = z.infer<typeof MatchedVoiceSchema>;

export const CreatedVoiceSchema = z.object({
  voice: VoiceItemSchema,
  kind: z.enum(['cloned', 'matched']),
  measurements: VoiceMeasurementsSchema.nullable(),
  /** Set for `matched`: which built-in voice was tuned to the recording. */
  matched_voice: MatchedVoiceSchema.nullable(),
});
export type CreatedVoice = z.infer<typeof CreatedVoiceSchema>;

export const CreateVoiceStatusSchema = z.object({
  task_id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed', 'cancelled']),
  /** 0–100. */
  progress: z.number(),
  stage: CreateVoiceStageSchema,
  /** Why it failed, in words the user can act on. */
  error: z.string().nullable(),
  /** Set once done. */
  result: CreatedVoiceSchema.nullable(),
});
export type CreateVoiceStatus = z.infer<typeof CreateVoiceStatusSchema>;

export const getCloneVoiceStatusRoute = defineRoute({
  method: 'GET',
  path: '/timbre/clone/status',
  summary: "A voice creation's stage and progress; the new voice and the matched built-in voice once done",
  tag: 'voices',
  auth: 'session',
  query: z.object({ task_id: z.string().uuid('The task id is not a voice creation task id.') }),
  data: CreateVoiceStatusSchema,
});

export const previewVoiceRoute = defineRoute({
  method: 'POST',
  path: '/timbre/preview',
  summary: 'Speak a short text with a voice',
  tag: 'voices',
  auth: 'session',
  body: z.object({ voice_id: z.string().min(1).max(120), text: z.string().trim().min(1).max(300) }),
  data: z.object({ url: z.string(), duration: z.number() }),
});

export const getDefaultVoiceRoute = defineRoute({
  method: 'GET',
  path: '/aigc/avatar/voice',
  summary: 'The default voice for a gender (1 female, 2 male)',
  tag: 'voices',
  auth: 'session',
  query: z.object({ gender: z.coerce.number().int().min(1).max(2), language: z.string().max(40).optional() }),
  data: VoiceItemSchema,
});
