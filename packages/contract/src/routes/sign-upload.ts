import { z } from 'zod';
import { UploadPurposeSchema } from '../uploads/upload-purpose.ts';
import { defineRoute } from '../route-contract.ts';

export const SignUploadRequestSchema = z.object({
  filetype: z.string().max(128).optional(),
  filename: z.string().trim().min(1).max(255),
  use_to: UploadPurposeSchema.default('generic'),
  source: z.string().max(64).optional(),
});
export type SignUploadRequest = z.infer<typeof SignUploadRequestSchema>;

export const SignUploadResponseSchema = z.object({
  sign_url: z.string(),
  full_path: z.string(),
  key: z.string(),
});
export type SignUploadResponse = z.infer<typeof SignUploadResponseSchema>;

export const signUploadRoute = defineRoute({
  method: 'POST',
  path: '/common/upload/sign',
  summary: 'Get a signed URL to PUT one file to (then PUT the bytes: 200/204)',
  tag: 'files',
  auth: 'session',
  body: SignUploadRequestSchema,
  data: SignUploadResponseSchema,
});
