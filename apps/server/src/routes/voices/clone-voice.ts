import type { FastifyInstance } from 'fastify';
import { BusinessCode, cloneVoiceRoute, UNSUPPORTED_FILE_TYPE_MESSAGE, type CreateVoiceMethod } from '@talkreel/contract';
import { createVoiceJob } from '@talkreel/jobs';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { findOwnedFile } from '../../services/uploads/find-owned-file.ts';
import { registerRoute } from '../register-route.ts';

/**
 * Queues the voice's creation (a match measures the recording and tens of
 * built-in voices: half a minute or more) and answers at once with the task
 * to poll at `/timbre/clone/status`.
 */
export function registerCloneVoice(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, cloneVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    if (user.status !== 'user') throw ApiError.unauthorized('Please sign in to create your own voice');
    const recording = await findOwnedFile(context.runtime, user.id, request.body.path);
    if (recording.kind !== 'mp3' && recording.kind !== 'wav') throw new ApiError(BusinessCode.unsupportedFileType, UNSUPPORTED_FILE_TYPE_MESSAGE);
    const language = context.voiceCatalogue.languages.find((entry) => entry.value === request.body.language);
    if (!language || !context.voiceCatalogue.voices.some((voice) => voice.language === language.value)) {
      throw ApiError.invalidInput(`There are no built-in voices in ${language?.label ?? request.body.language}: choose another language.`);
    }
    const method: CreateVoiceMethod = context.speech.voiceCloning ? 'clone' : 'match';
    const taskId = await context.runtime.queue.enqueue(
      createVoiceJob,
      {
        ownerId: user.id,
        name: request.body.name,
        language: language.value,
        recordingKey: recording.storage_key,
        recordingName: recording.original_name,
        recordingContentType: recording.content_type,
        method,
      },
      { ownerId: user.id },
    );
    return { task_id: taskId, method };
  });
}
