import { getCreateVoiceStage, type CreateVoiceStatus } from '@talkreel/contract';
import type { UserRow } from '@talkreel/platform';
import { createVoiceJob, CreateVoicePayloadSchema } from '@talkreel/jobs';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { toUserVoiceItems } from './user-voice-items.ts';

/** A voice creation task of this user: its stage from its progress, and once done the new voice and the built-in voice it matched. */
export async function getCreateVoiceStatus(context: AppContext, user: UserRow, taskId: string): Promise<CreateVoiceStatus> {
  const { repositories } = context.runtime;
  const task = await repositories.tasks.find(taskId);
  if (!task || task.owner_id !== user.id || task.kind !== createVoiceJob.name) throw ApiError.notFound('No such voice creation');
  const payload = CreateVoicePayloadSchema.parse(task.payload);
  const base: CreateVoiceStatus = {
    task_id: task.id,
    status: task.status,
    progress: task.progress,
    stage: getCreateVoiceStage(task.status, task.progress, payload.method),
    error: task.status === 'failed' || task.status === 'cancelled' ? (task.error_message ?? 'The voice could not be made: please try again') : null,
    result: null,
  };
  if (task.status !== 'done') return base;
  const result = createVoiceJob.resultSchema.parse(task.result);
  const row = await repositories.userVoices.findOwned(user.id, result.userVoiceId);
  if (!row) throw ApiError.notFound('This voice was deleted');
  const [voice] = await toUserVoiceItems(context.runtime, [row]);
  return { ...base, result: { voice: voice!, kind: result.kind, measurements: result.measurements, matched_voice: result.matchedVoice } };
}
