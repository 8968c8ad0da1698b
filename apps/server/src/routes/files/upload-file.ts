import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { BusinessCode, UPLOAD_RULES, UploadFileFieldsSchema, uploadFileRoute, type UploadPurpose } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { containsZeroByte, ZERO_BYTE_MESSAGE } from '../../plugins/reject-zero-bytes.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { UploadBodyError } from '../../services/uploads/receive-to-temp-file.ts';
import { receiveUploadForm, type ReceivedUploadForm, type SpooledFile } from '../../services/uploads/receive-upload-form.ts';
import { storeUpload } from '../../services/uploads/store-upload.ts';
import { tooLargeMessageForPurpose } from '../../services/uploads/too-large-message.ts';
import { registerRoute } from '../register-route.ts';

const brokenFormMessage =
  'The upload form could not be read: it was cut short or malformed. Send the whole file again as multipart/form-data in the field "file".';

const purposes = Object.keys(UPLOAD_RULES) as UploadPurpose[];
/** The purpose with the largest cap: the file's cap while its `use_to` may still come after it. */
const largestPurpose = purposes.reduce((largest, purpose) => (UPLOAD_RULES[purpose].maxBytes > UPLOAD_RULES[largest].maxBytes ? purpose : largest));

/**
 * Multipart upload. `use_to` may come as a query parameter or as a form
 * field before or after the file: the form is read to its end (the file
 * spooled to a temp file) before the purpose is judged.
 */
export function registerUploadFile(app: FastifyInstance, context: AppContext): void {
  registerRoute(
    app,
    uploadFileRoute,
    async (request) => {
      const user = requireSessionUser(request);
      if (!request.isMultipart()) throw ApiError.invalidInput('Send the file as multipart/form-data in the field "file".');
      const query = request.query as Record<string, unknown>;
      const form = await receiveUploadForm(request.parts(), {
        tempDir: context.runtime.tempDir,
        // A purpose given before the file stops an oversized one early; otherwise the largest cap holds until the end.
        maxFileBytes: (fieldsBeforeFile) => UPLOAD_RULES[givenPurpose({ ...query, ...fieldsBeforeFile }) ?? largestPurpose].maxBytes,
      }).catch((error: unknown) => {
        if (error instanceof UploadBodyError) throw ApiError.invalidInput(brokenFormMessage);
        throw error;
      });
      let judged: { purpose: UploadPurpose; file: SpooledFile };
      try {
        judged = judgeForm(form, { ...query, ...form.fields });
      } catch (error) {
        if (form.file) await rm(form.file.tempPath, { force: true });
        throw error;
      }
      const { purpose, file } = judged;
      return storeUpload(context.runtime, { ...file, originalName: file.fileName || 'upload', purpose, ownerId: user.id });
    },
    { description: 'Body: multipart/form-data with optional text field `use_to` (before or after the file) and the file in field `file`.' },
  );
}

/** The purpose the caller named, if it named a valid one; the default only counts once the whole form is in. */
function givenPurpose(fieldValues: Record<string, unknown>): UploadPurpose | undefined {
  const parsed = UploadFileFieldsSchema.shape.use_to.safeParse(fieldValues.use_to);
  return fieldValues.use_to !== undefined && parsed.success ? parsed.data : undefined;
}

/** The form's purpose once every field is known; refuses a form without a usable file with the message that says what to change. */
function judgeForm(form: ReceivedUploadForm, fieldValues: Record<string, unknown>): { purpose: UploadPurpose; file: SpooledFile } {
  if (containsZeroByte(form.file?.fileName ?? '') || containsZeroByte(fieldValues)) throw ApiError.invalidInput(ZERO_BYTE_MESSAGE);
  const fields = UploadFileFieldsSchema.safeParse({ use_to: fieldValues.use_to, source: fieldValues.source });
  if (!fields.success) throw ApiError.invalidInput(`The upload purpose must be one of: ${purposes.join(', ')}.`);
  const purpose = fields.data.use_to;
  if (form.isFileTooLarge || (form.file && form.file.sizeBytes > UPLOAD_RULES[purpose].maxBytes)) {
    throw new ApiError(BusinessCode.fileTooLarge, tooLargeMessageForPurpose(purpose));
  }
  if (!form.file) throw ApiError.invalidInput('Choose a file to upload: the form has no file in the field "file".');
  return { purpose, file: form.file };
}
