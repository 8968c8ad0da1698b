import { z } from 'zod';
import { defineJob } from '@talkreel/platform';
import { RenderWorkspaceResultSchema, type RenderWorkspaceJobResult } from './render-workspace.job.ts';

/** What the new language's video is rendered as: the source kind's size and the owner's watermark rule, decided when it was paid for. */
const RenderSettingsSchema = z.object({
  watermark: z.boolean(),
  /** Output px per reference px (1 = 1080p). */
  scale: z.number().min(0.25).max(1).optional(),
});

export const TranslateVideoPayloadSchema = z.object({
  ownerId: z.string(),
  /** The `translations` row. */
  translationId: z.string(),
  /** The ISO 639-1 target language of this task. */
  language: z.string(),
  /** The new project (made with the task) that receives the translated workspace at index 0. */
  projectId: z.string(),
  render: RenderSettingsSchema,
});
export type TranslateVideoPayload = z.infer<typeof TranslateVideoPayloadSchema>;

/**
 * One Talkreel video in one more language (handler: apps/worker): every
 * script and on-screen text translated, each voice swapped for its
 * counterpart, saved as the new project's workspace, then rendered in the
 * same task (stages `translate`, `voice`, then the render's own) so the
 * credits paid for it are refunded if any part fails. Its result is a render's.
 */
export const translateVideoJob = defineJob<TranslateVideoPayload, RenderWorkspaceJobResult>({
  name: 'translate-video',
  payloadSchema: TranslateVideoPayloadSchema,
  resultSchema: RenderWorkspaceResultSchema,
  retryLimit: 1,
  expireInSeconds: 3600,
  isHeavy: true,
});

export const TranscribeVideoPayloadSchema = z.object({
  ownerId: z.string(),
  translationId: z.string(),
});
export type TranscribeVideoPayload = z.infer<typeof TranscribeVideoPayloadSchema>;

export const TranscribeVideoResultSchema = z.object({
  segments: z.number().int(),
  speakers: z.number().int(),
});
export type TranscribeVideoJobResult = z.infer<typeof TranscribeVideoResultSchema>;

/**
 * An uploaded video's speech as an editable transcript (handler: apps/worker):
 * the audio extracted, recognised, split by speaker and translated into each
 * target language; the `translations` row then waits in review. Free: the
 * dubbing is what is paid.
 */
export const transcribeVideoJob = defineJob<TranscribeVideoPayload, TranscribeVideoJobResult>({
  name: 'transcribe-video',
  payloadSchema: TranscribeVideoPayloadSchema,
  resultSchema: TranscribeVideoResultSchema,
  retryLimit: 1,
  expireInSeconds: 1800,
  isHeavy: true,
});

export const DubVideoPayloadSchema = TranslateVideoPayloadSchema;
export type DubVideoPayload = TranslateVideoPayload;

/**
 * An uploaded video dubbed into one language (handler: apps/worker): each
 * segment's translation spoken by its speaker's voice, fitted to its slot,
 * mixed over the original with the voice band ducked, re-synced by a lip-sync
 * service when one is configured, and rendered with the new captions as the
 * new project's video, in the same task.
 */
export const dubVideoJob = defineJob<DubVideoPayload, RenderWorkspaceJobResult>({
  name: 'dub-video',
  payloadSchema: DubVideoPayloadSchema,
  resultSchema: RenderWorkspaceResultSchema,
  retryLimit: 1,
  expireInSeconds: 3600,
  isHeavy: true,
});
