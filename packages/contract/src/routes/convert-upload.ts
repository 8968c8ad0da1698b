import { z } from 'zod';
import { defineRoute } from '../route-contract.ts';

export const ConvertUploadRequestSchema = z.object({ path: z.string().min(1).max(2048) });
export const ConvertUploadResponseSchema = z.object({ path: z.string() });

export const convertUploadRoute = defineRoute({
  method: 'POST',
  path: '/common/upload/convert',
  summary: 'Convert an uploaded MOV to MP4 (runs as a job; answers when it is done)',
  tag: 'files',
  auth: 'session',
  body: ConvertUploadRequestSchema,
  data: ConvertUploadResponseSchema,
});
