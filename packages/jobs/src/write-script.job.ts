import { z } from 'zod';
import { defineJob } from '@talkreel/platform';

export const WriteScriptPayloadSchema = z.object({
  ownerId: z.string(),
  /** The podcast or topic project; its `project_scripts` row holds the source and the options. */
  projectId: z.string(),
});
export type WriteScriptPayload = z.infer<typeof WriteScriptPayloadSchema>;

export const WriteScriptResultSchema = z.object({
  /** Turns of a podcast or scenes of a topic written. */
  parts: z.number().int(),
  writer: z.string(),
  note: z.string().optional(),
});
export type WriteScriptJobResult = z.infer<typeof WriteScriptResultSchema>;

/**
 * A podcast's or topic's script (handler: apps/worker): the source read
 * (a link through the SSRF-safe fetcher, a YouTube video's captions, an
 * uploaded document, the pasted text), then written by the configured writer,
 * topic scenes stored as they stream. A person is waiting: not heavy.
 */
export const writeScriptJob = defineJob<WriteScriptPayload, WriteScriptJobResult>({
  name: 'write-script',
  payloadSchema: WriteScriptPayloadSchema,
  resultSchema: WriteScriptResultSchema,
  retryLimit: 1,
  expireInSeconds: 600,
});
