import { setTimeout as sleep } from 'node:timers/promises';
import type { Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/** How long a delete waits for a cancelled render to stop (its runner checks for cancels every second), ms. */
const RENDER_STOP_WAIT_MS = 10_000;
const RENDER_STOP_POLL_MS = 200;

/**
 * Deletes a project for good: its workspaces and render records (cascade),
 * the file rows of its renders' outputs, then the stored bytes.
 *
 * A hard delete, not a mark: a person who deletes a video expects its MP4,
 * cover and subtitles to be gone from the server, and nothing reads a deleted
 * project back. The tasks stay (the credit ledger points at them), without
 * files. Renders still queued or running are cancelled first; one that was
 * already storing its outputs may finish anyway, so the delete waits for
 * those to stop and sweeps what they stored.
 */
export async function deleteProject(runtime: Runtime, ownerId: string, projectId: string): Promise<{ project_id: string; deleted_files: number }> {
  const { repositories } = runtime;
  const renders = await repositories.renders.findTasksOfOwnedProject(ownerId, projectId);
  const taskIds = renders.map((render) => render.task_id);
  const unfinishedTaskIds = renders.filter((render) => render.status === 'queued' || render.status === 'running').map((render) => render.task_id);
  for (const taskId of unfinishedTaskIds) await runtime.queue.tasks.requestCancel(taskId);

  const storageKeys = await repositories.inTransaction(async ({ projects, files }) => {
    if (!(await projects.deleteOwned(ownerId, projectId))) throw ApiError.notFound('This video does not exist, or it was deleted');
    return files.deleteRenderOutputs(ownerId, taskIds);
  });

  if (unfinishedTaskIds.length > 0) {
    const deadlineMs = Date.now() + RENDER_STOP_WAIT_MS;
    while (Date.now() < deadlineMs) {
      const stillRunning = await repositories.tasks.findUnfinished(unfinishedTaskIds);
      if (stillRunning.length === 0) break;
      await sleep(RENDER_STOP_POLL_MS);
    }
    storageKeys.push(...(await repositories.files.deleteRenderOutputs(ownerId, unfinishedTaskIds)));
  }
  // After the commit: a failed object delete leaves an unreferenced object, never a row pointing at nothing.
  for (const key of storageKeys) await runtime.storage.delete(key).catch(() => undefined);
  return { project_id: projectId, deleted_files: storageKeys.length };
}
