import { z } from 'zod';
import { defineJob } from '@talkreel/platform';

export const SpeakPersonPayloadSchema = z.object({
  ownerId: z.string(),
  /** What the person says; the route checked it against the plan's characters. */
  script: z.string(),
  /** A public voice id or one of the owner's voices. */
  voiceId: z.string(),
});
export type SpeakPersonPayload = z.infer<typeof SpeakPersonPayloadSchema>;

/** A word of the script and when it is heard, in milliseconds from the start of the audio. */
export const SpokenWordSchema = z.object({ text: z.string(), start: z.number(), end: z.number() });
export type SpokenWord = z.infer<typeof SpokenWordSchema>;

export const SpeakPersonResultSchema = z.object({
  /** The speech as a WAV file of the owner's (`speech/<owner>/<task>/voice.wav`). */
  audioKey: z.string(),
  durationMs: z.number(),
  words: z.array(SpokenWordSchema),
});
export type SpeakPersonJobResult = z.infer<typeof SpeakPersonResultSchema>;

/**
 * A person's script spoken by its voice, for the editor (handler: apps/worker):
 * the element's new length, its words (for the captions) and audio to preview.
 * No credits: the render that follows is what is paid. A person is waiting:
 * not heavy, and short-lived.
 */
export const speakPersonJob = defineJob<SpeakPersonPayload, SpeakPersonJobResult>({
  name: 'speak-person',
  payloadSchema: SpeakPersonPayloadSchema,
  resultSchema: SpeakPersonResultSchema,
  retryLimit: 1,
  expireInSeconds: 600,
});
