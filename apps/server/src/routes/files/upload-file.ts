import type { FastifyInstance } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { BusinessCode, UPLOAD_RULES, UploadFileFieldsSchema, uploadFileRoute, type UploadPurpose } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { containsZeroByte, ZERO_BYTE_MESSAGE } from '../../plugins/reject-zero-bytes.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { receiveToTempFile, UploadBodyError, UploadTooLargeError } from '../../services/uploads/receive-to-temp-file.ts';
import { storeUpload } from '../../services/uploads/store-upload.ts';
import { tooLargeMessageForPurpose } from '../../services/uploads/too-large-message.ts';
import { registerRoute } from '../register-route.ts';

const malformedFormMessage = 'The upload form could not be read: send the file as multipart/form-data in the field "file".';

/**
 * Multipart upload. `use_to` may come as a query parameter or as a form field
 * placed before the file (fields after the file arrive too late to apply).
 */
export function registerUploadFile(app: FastifyInstance, context: AppContext): void {
  registerRoute(
    app,
    uploadFileRoute,
    async (request) => {
      const user = requireSessionUser(request);
      if (!request.isMultipart()) throw ApiError.invalidInput('Send the file as multipart/form-data in the field "file".');
      const part = await readFirstFile(() => request.file());
      if (!part) throw ApiError.invalidInput('Choose a file to upload: the form has no file in the field "file".');
      const fieldValues: Record<string, unknown> = { ...(request.query as Record<string, unknown>) };
      for (const [name, field] of Object.entries(part.fields)) {
        const value = Array.isArray(field) ? field[0] : field;
        if (value && 'value' in value) fieldValues[name] = value.value;
      }
      if (containsZeroByte(part.filename) || containsZeroByte(fieldValues)) {
        part.file.resume();
        throw ApiError.invalidInput(ZERO_BYTE_MESSAGE);
      }
      const fields = UploadFileFieldsSchema.safeParse({ use_to: fieldValues.use_to, source: fieldValues.source });
      if (!fields.success) {
        part.file.resume();
        throw ApiError.invalidInput(`The upload purpose must be one of: ${Object.keys(UPLOAD_RULES).join(', ')}.`);
      }
      const purpose: UploadPurpose = fields.data.use_to;
      const received = await receiveToTempFile(part.file, {
        tempDir: context.runtime.tempDir,
        maxBytes: UPLOAD_RULES[purpose].maxBytes,
      }).catch((error: unknown) => {
        if (error instanceof UploadTooLargeError) throw new ApiError(BusinessCode.fileTooLarge, tooLargeMessageForPurpose(purpose));
        if (error instanceof UploadBodyError) throw ApiError.invalidInput(malformedFormMessage);
        throw error;
      });
      return storeUpload(context.runtime, { ...received, originalName: part.filename || 'upload', purpose, ownerId: user.id });
    },
    { description: 'Body: multipart/form-data with optional text field `use_to` (before the file) and the file in field `file`.' },
  );
}

/**
 * The first file part. Busboy's own parse errors ("Malformed part header",
 * "Unexpected end of form", no boundary) carry no status and would read as
 * 500; they are the caller's malformed body, so 40000.
 */
async function readFirstFile(read: () => Promise<MultipartFile | undefined>): Promise<MultipartFile | undefined> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError || (error as { statusCode?: number }).statusCode !== undefined) throw error;
    throw ApiError.invalidInput(malformedFormMessage);
  }
}
