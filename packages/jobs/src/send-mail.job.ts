import { z } from 'zod';
import { defineJob } from '@talkreel/platform';

export const SendMailPayloadSchema = z.object({
  to: z.string().min(3).max(320),
  subject: z.string().max(300),
  text: z.string(),
  html: z.string(),
});
export type SendMailPayload = z.infer<typeof SendMailPayloadSchema>;

export const SendMailResultSchema = z.null();

/**
 * A notice mailed from a job, queued in the transaction that decided it (an
 * endpoint turned off after failing), so it is sent at least once whatever
 * crashes. Handler: apps/worker, with the process's mailer (SMTP or the dev outbox).
 */
export const sendMailJob = defineJob<SendMailPayload, null>({
  name: 'send-mail',
  payloadSchema: SendMailPayloadSchema,
  resultSchema: SendMailResultSchema,
  retryLimit: 5,
  retryDelaySeconds: 30,
  expireInSeconds: 120,
});
