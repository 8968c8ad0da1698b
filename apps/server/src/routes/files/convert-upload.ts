import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { BusinessCode, convertUploadRoute, MOV_CONVERSION_FAILED_MESSAGE } from '@talkreel/contract';
import { convertMovJob, ConvertMovResultSchema } from '@talkreel/jobs';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { findOwnedFile } from '../../services/uploads/find-owned-file.ts';
import { registerRoute } from '../register-route.ts';

const pollIntervalMs = 300;
const maxWaitMs = 30 * 60 * 1000;

/**
 * MOV → MP4. The conversion runs as a job on any worker; the call answers when
 * it is done (the spec's client waits on this one call), or fails with the
 * spec's message. A client that goes away cancels the job.
 */
export function registerConvertUpload(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, convertUploadRoute, async (request) => {
    const user = requireSessionUser(request);
    const source = await findOwnedFile(context.runtime, user.id, request.body.path);
    if (source.kind !== 'mov') throw ApiError.invalidInput('Only MOV videos need converting: this file can be used as it is.');
    const { queue, storage } = context.runtime;
    const taskId = await queue.enqueue(
      convertMovJob,
      { sourceKey: source.storage_key, ownerId: user.id, originalName: source.original_name, purpose: source.purpose },
      { ownerId: user.id },
    );
    const deadline = Date.now() + maxWaitMs;
    while (Date.now() < deadline) {
      if (request.raw.socket?.destroyed) {
        await queue.tasks.requestCancel(taskId);
        throw ApiError.invalidInput('The client closed the request');
      }
      const task = await queue.tasks.find(taskId);
      if (task?.status === 'done') {
        return { path: await storage.createReadUrl(ConvertMovResultSchema.parse(task.result).key) };
      }
      if (task?.status === 'failed' || task?.status === 'cancelled') {
        throw new ApiError(BusinessCode.invalidInput, MOV_CONVERSION_FAILED_MESSAGE);
      }
      await sleep(pollIntervalMs);
    }
    await queue.tasks.requestCancel(taskId);
    throw new ApiError(BusinessCode.invalidInput, MOV_CONVERSION_FAILED_MESSAGE);
  });
}
