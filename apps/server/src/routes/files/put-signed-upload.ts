import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessCode, envelopeSchema, StoredFileSchema, UPLOAD_RULES, UploadPurposeSchema } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { ok } from '../../plugins/envelope.ts';
import { receiveToTempFile, UploadBodyError, UploadTooLargeError } from '../../services/uploads/receive-to-temp-file.ts';
import { storeUpload } from '../../services/uploads/store-upload.ts';
import { tooLargeMessageForPurpose } from '../../services/uploads/too-large-message.ts';
import { signedUploadExtraNames, signedUploadPrefix } from './signed-upload-url.ts';

const SignedUploadQuerySchema = z.object({
  expires: z.string(),
  signature: z.string(),
  name: z.string(),
  owner: z.string(),
  use_to: UploadPurposeSchema,
});

/** The PUT half of the signed upload: raw bytes, any content type, checked like a multipart upload. */
export async function registerPutSignedUpload(app: FastifyInstance, context: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // The body is the file itself: hand the raw stream to the route instead of parsing it.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: 'PUT',
      url: '/common/upload/put/*',
      schema: {
        summary: 'PUT the bytes of a signed upload (the sign_url from /common/upload/sign)',
        tags: ['files'],
        querystring: SignedUploadQuerySchema,
        response: { 200: envelopeSchema(StoredFileSchema) },
      },
      handler: async (request) => {
        const key = (request.params as { '*': string })['*'];
        const isValid = context.runtime.signer.verifyQuery({
          method: 'PUT',
          path: `${signedUploadPrefix}${key}`,
          query: request.query,
          extraNames: signedUploadExtraNames,
        });
        if (!isValid) throw ApiError.forbidden('This upload link is invalid or has expired');
        // A spent link is refused before its body is read; single use itself is enforced where the
        // bytes are stored (storeUpload claims the key with a conflict-safe insert before writing),
        // so parallel PUTs of one link store once.
        if (await context.runtime.repositories.files.findByKey(key))
          throw new ApiError(BusinessCode.conflict, 'This upload link has already been used: ask for a new one.');
        const purpose = request.query.use_to;
        const received = await receiveToTempFile(request.raw, {
          tempDir: context.runtime.tempDir,
          maxBytes: UPLOAD_RULES[purpose].maxBytes,
        }).catch((error: unknown) => {
          if (error instanceof UploadTooLargeError) throw new ApiError(BusinessCode.fileTooLarge, tooLargeMessageForPurpose(purpose));
          if (error instanceof UploadBodyError) throw ApiError.invalidInput('The upload was cut short: send the whole file again.');
          throw error;
        });
        return ok(await storeUpload(context.runtime, { ...received, originalName: request.query.name, purpose, ownerId: request.query.owner, key }));
      },
    });
  });
}
