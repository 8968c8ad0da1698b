import { z } from 'zod';
import { defineJob } from '@talkreel/platform';

export const ConvertMovPayloadSchema = z.object({
  sourceKey: z.string(),
  ownerId: z.string(),
  originalName: z.string(),
  purpose: z.string(),
});
export type ConvertMovPayload = z.infer<typeof ConvertMovPayloadSchema>;

export const ConvertMovResultSchema = z.object({
  /** Storage key of the MP4. */
  key: z.string(),
});
export type ConvertMovResult = z.infer<typeof ConvertMovResultSchema>;

/** MOV → MP4 for uploads (spec: MOV files are converted after upload; handler: apps/worker). */
export const convertMovJob = defineJob<ConvertMovPayload, ConvertMovResult>({
  name: 'convert-mov',
  payloadSchema: ConvertMovPayloadSchema,
  resultSchema: ConvertMovResultSchema,
  retryLimit: 1,
  expireInSeconds: 1800,
  isHeavy: true,
});
