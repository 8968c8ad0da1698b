import { z } from 'zod';
import { CreateVoiceMethodSchema, MatchedVoiceSchema, VoiceMeasurementsSchema } from '@talkreel/contract';
import { defineJob } from '@talkreel/platform';

export const CreateVoicePayloadSchema = z.object({
  ownerId: z.string(),
  name: z.string(),
  /** A languages.json value with built-in voices (the route checked). */
  language: z.string(),
  recordingKey: z.string(),
  recordingName: z.string(),
  recordingContentType: z.string(),
  /** Chosen by the server when it queued the task, so the stage names it shows hold. */
  method: CreateVoiceMethodSchema,
});
export type CreateVoicePayload = z.infer<typeof CreateVoicePayloadSchema>;

export const CreateVoiceResultSchema = z.object({
  /** The new `user_voices` row. */
  userVoiceId: z.string(),
  kind: z.enum(['cloned', 'matched']),
  measurements: VoiceMeasurementsSchema.nullable(),
  /** The built-in voice a match started from. */
  matchedVoice: MatchedVoiceSchema.nullable(),
});
export type CreateVoiceJobResult = z.infer<typeof CreateVoiceResultSchema>;

/**
 * A voice from a recording: a real clone when ElevenLabs is configured,
 * otherwise an honest voice match (handler: apps/worker). Progress crosses
 * the stage percentages of `createVoiceStageStartPercents`, which is how
 * pollers name the stage.
 */
export const createVoiceJob = defineJob<CreateVoicePayload, CreateVoiceJobResult>({
  name: 'create-voice',
  payloadSchema: CreateVoicePayloadSchema,
  resultSchema: CreateVoiceResultSchema,
  retryLimit: 1,
  expireInSeconds: 600,
});
