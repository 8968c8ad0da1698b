import { z } from 'zod';
import { FileKindSchema, UploadPurposeSchema } from '../uploads/upload-purpose.ts';
import { defineRoute } from '../route-contract.ts';

/** A stored upload. `full_path` can be fetched with a GET and handed back to later calls. */
export const StoredFileSchema = z.object({
  full_path: z.string(),
  key: z.string(),
  file_name: z.string(),
  file_type: FileKindSchema,
  size: z.number().int(),
});
export type StoredFile = z.infer<typeof StoredFileSchema>;

/** Multipart fields besides the file itself. */
export const UploadFileFieldsSchema = z.object({
  use_to: UploadPurposeSchema.default('generic'),
  source: z.string().max(64).optional(),
});

export const uploadFileRoute = defineRoute({
  method: 'POST',
  path: '/common/upload',
  summary: 'Upload one file (multipart field `file`, optional fields `use_to`, `source`)',
  tag: 'files',
  auth: 'session',
  data: StoredFileSchema,
});
