import type { FastifyInstance } from 'fastify';
import { BusinessCode, cloneVoiceRoute, UNSUPPORTED_FILE_TYPE_MESSAGE } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { findOwnedFile } from '../../services/uploads/find-owned-file.ts';
import { createVoiceFromRecording } from '../../services/voices/create-voice-from-recording.ts';
import { registerRoute } from '../register-route.ts';

export function registerCloneVoice(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, cloneVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    if (user.status !== 'user') throw ApiError.unauthorized('Please sign in to create your own voice');
    const recording = await findOwnedFile(context.runtime, user.id, request.body.path);
    if (recording.kind !== 'mp3' && recording.kind !== 'wav') throw new ApiError(BusinessCode.unsupportedFileType, UNSUPPORTED_FILE_TYPE_MESSAGE);
    if (!context.voices.catalogue.languages.some((language) => language.value === request.body.language)) {
      throw ApiError.invalidInput(`There are no voices in the language ${request.body.language}: choose another language.`);
    }
    return createVoiceFromRecording(context, user, recording, request.body.name, request.body.language);
  });
}
