import { z } from 'zod';
import { PLANS } from '../plans.ts';
import { defineRoute } from '../route-contract.ts';

/** The longest script one request may carry: the largest plan's characters. The caller's own plan is checked by the server. */
const maxPersonScriptCharacters = Math.max(...Object.values(PLANS).map((plan) => plan.characters));

export const SpeakPersonRequestSchema = z.object({
  /** What the person says; at most the caller's plan's characters. */
  script: z.string().trim().min(1, { message: 'Enter a script for the person to say' }).max(maxPersonScriptCharacters),
  /** A public voice id or one of the caller's voices (My Voices). */
  voice_id: z.string().min(1, { message: 'Choose a voice for the script' }).max(120),
});
export type SpeakPersonRequest = z.infer<typeof SpeakPersonRequestSchema>;

/** Queues the speech (a long script takes seconds); poll `GET /project/person/speech` with the task id. No credits: the render is what is paid. */
export const speakPersonRoute = defineRoute({
  method: 'POST',
  path: '/project/person/speech',
  summary: "Speak a person's script with a voice, for the editor: its length, words and audio (no credits)",
  tag: 'projects',
  auth: 'session',
  body: SpeakPersonRequestSchema,
  data: z.object({ task_id: z.string() }),
});

/** The named steps of a person's speech: `speech` (synthesis), then `saving` (the WAV stored). */
export const PersonSpeechStageSchema = z.enum(['queued', 'speech', 'saving', 'done', 'failed']);

/** A word of the script and when it is heard, in milliseconds from the start of the audio. */
export const PersonSpeechWordSchema = z.object({ text: z.string(), start: z.number(), end: z.number() });
export type PersonSpeechWord = z.infer<typeof PersonSpeechWordSchema>;

export const PersonSpeechStatusSchema = z.object({
  task_id: z.string(),
  /** A cancelled task reads as failed. */
  status: z.enum(['queued', 'running', 'done', 'failed']),
  /** 0–100. */
  progress: z.number().int().min(0).max(100),
  stage: PersonSpeechStageSchema,
  /** Why it failed, in words the user can act on; null unless failed. */
  err_msg: z.string().nullable(),
  /** The WAV's storage key, for the element (`speech.audio_path`, `meta.preview_audio`); null until done. */
  audio_path: z.string().nullable(),
  /** A read URL of the WAV to play now (it expires: keep `audio_path` in the workspace); null until done. */
  audio_url: z.string().nullable(),
  /** The speech's length; the person's element lasts this long. Null until done. */
  duration_ms: z.number().nullable(),
  /** Its words, for the captions; empty until done. */
  words: z.array(PersonSpeechWordSchema),
});
export type PersonSpeechStatus = z.infer<typeof PersonSpeechStatusSchema>;

export const getPersonSpeechRoute = defineRoute({
  method: 'GET',
  path: '/project/person/speech',
  summary: "A person's speech: stage and progress, then its audio, length and words",
  tag: 'projects',
  auth: 'session',
  query: z.object({ task_id: z.string().uuid('The task id is not a speech task id.') }),
  data: PersonSpeechStatusSchema,
});
