import { BusinessCode, type PersonSpeechStatus, type SpeakPersonRequest } from '@talkreel/contract';
import { speakPersonJob } from '@talkreel/jobs';
import type { TaskRow, UserRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { assertScriptWithinPlan, findSpeakingVoice } from './check-person-speech.ts';

/** Speeches a user may have queued or being spoken at once; more answer 42900 (an editor asks for one per changed person). */
export const maxPersonSpeechesInProgress = 3;

/**
 * Checks the script against the plan and the voice (the caller's own or a
 * public one), then queues its speech; no credits are taken, since the render
 * that uses it is paid. The slot count and the enqueue share one transaction
 * holding the user's row, so parallel requests cannot pass the limit.
 */
export async function queuePersonSpeech(context: AppContext, user: UserRow, request: SpeakPersonRequest): Promise<string> {
  const { runtime } = context;
  assertScriptWithinPlan(user, request.script);
  await findSpeakingVoice(context, user.id, request.voice_id);
  return runtime.repositories.inTransaction(async (repositories, trx) => {
    if ((await repositories.tasks.lockOwnerAndCountUnfinished(user.id, speakPersonJob.name)) >= maxPersonSpeechesInProgress) {
      throw new ApiError(BusinessCode.tooManyRequests, `${maxPersonSpeechesInProgress} speeches are being made for you already: wait until one is ready`);
    }
    return runtime.queue.enqueue(
      speakPersonJob,
      { ownerId: user.id, script: request.script, voiceId: request.voice_id },
      { ownerId: user.id, transaction: trx },
    );
  });
}

/** A cancelled speech reads as failed: the editor only needs to know it has no audio. */
function statusOf(task: TaskRow): PersonSpeechStatus['status'] {
  return task.status === 'cancelled' ? 'failed' : task.status;
}

function stageOf(task: TaskRow): PersonSpeechStatus['stage'] {
  if (task.status === 'done') return 'done';
  if (task.status === 'failed' || task.status === 'cancelled') return 'failed';
  if (task.status === 'queued') return 'queued';
  return task.stage === 'saving' ? 'saving' : 'speech';
}

/** One of the user's speeches: its stage, then the WAV (key and read URL), length and words. Another user's task is not found. */
export async function getPersonSpeechStatus(context: AppContext, user: UserRow, taskId: string): Promise<PersonSpeechStatus> {
  const { runtime } = context;
  const task = await runtime.repositories.tasks.find(taskId);
  if (!task || task.owner_id !== user.id || task.kind !== speakPersonJob.name) throw ApiError.notFound('No such speech');
  const isFailed = statusOf(task) === 'failed';
  const base: PersonSpeechStatus = {
    task_id: task.id,
    status: statusOf(task),
    progress: Math.round(task.progress),
    stage: stageOf(task),
    err_msg: isFailed ? (task.error_message ?? 'The speech could not be made: please try again') : null,
    audio_path: null,
    audio_url: null,
    duration_ms: null,
    words: [],
  };
  if (task.status !== 'done') return base;
  const result = speakPersonJob.resultSchema.parse(task.result);
  return {
    ...base,
    progress: 100,
    audio_path: result.audioKey,
    audio_url: await runtime.storage.createReadUrl(result.audioKey),
    duration_ms: result.durationMs,
    words: result.words,
  };
}
