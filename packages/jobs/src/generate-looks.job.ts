import { z } from 'zod';
import { AvatarAgeSchema, AvatarAspectRatioSchema, AvatarEthnicitySchema, AvatarGenderSchema, LookStyleSchema } from '@talkreel/contract';
import { defineJob } from '@talkreel/platform';

export const GenerateLooksPayloadSchema = z.object({
  ownerId: z.string(),
  style: LookStyleSchema,
  gender: AvatarGenderSchema,
  age: AvatarAgeSchema,
  ethnicity: AvatarEthnicitySchema,
  appearance: z.string(),
  background: z.string(),
  aspectRatio: AvatarAspectRatioSchema,
  count: z.number().int().min(1).max(4),
  seed: z.number().int(),
  /** A reference face's traits, measured when the task was asked for (from a photo, a sample face or one of the user's avatars). */
  reference: z
    .object({
      skinRgb: z.tuple([z.number(), z.number(), z.number()]),
      hairRgb: z.tuple([z.number(), z.number(), z.number()]).nullable(),
      /** Measured since the reference traits took hair length and facial hair; a task queued before has neither (null: the looks pick). */
      hairLength: z.enum(['short', 'medium', 'long']).nullable().default(null),
      glasses: z.boolean(),
      facialHair: z.enum(['none', 'stubble', 'beard', 'moustache', 'goatee']).nullable().default(null),
      faceAspect: z.number(),
      gender: AvatarGenderSchema.nullable(),
    })
    .nullable(),
  /** The reference picture itself (storage key of the owner's upload or avatar cover), for image services that take one; null for a sample face or none. */
  referencePhotoKey: z.string().nullable().default(null),
  /** A free trial of the Free plan (given back if the task fails). */
  isFreeTrial: z.boolean(),
});
export type GenerateLooksPayload = z.infer<typeof GenerateLooksPayloadSchema>;

export const GenerateLooksResultSchema = z.object({
  lookIds: z.array(z.string()),
  /** Storage keys of the pictures, in output order. */
  imageKeys: z.array(z.string()),
  engine: z.string(),
  /** Why a configured service was not used, when it was not. */
  note: z.string().optional(),
});
export type GenerateLooksJobResult = z.infer<typeof GenerateLooksResultSchema>;

/** The look wizard's four pictures (handler: apps/worker): `looks` rows and PNG files of the owner. */
export const generateLooksJob = defineJob<GenerateLooksPayload, GenerateLooksJobResult>({
  name: 'generate-looks',
  payloadSchema: GenerateLooksPayloadSchema,
  resultSchema: GenerateLooksResultSchema,
  retryLimit: 1,
  expireInSeconds: 600,
});
