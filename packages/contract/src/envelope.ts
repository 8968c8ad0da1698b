import { z } from 'zod';

/** Every response body: `{code, msg, data}`; `code 0` is success. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** The body of a failed call: `data` is null. */
export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null(),
});

export type ApiEnvelope<T> = { code: number; msg: string; data: T };
