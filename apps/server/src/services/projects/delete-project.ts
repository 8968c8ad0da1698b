import type { Runtime } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/**
 * Deletes a project for good: its workspaces and render records (cascade),
 * the file rows of its renders' outputs, then the stored bytes.
 *
 * A hard delete, not a mark: a person who deletes a video expects its MP4,
 * cover and subtitles to be gone from the server, and nothing reads a deleted
 * project back. The tasks stay (the credit ledger points at them), without
 * files. A render still queued or running is cancelled first; its runner
 * aborts within a second, before it could store anything.
 */
export async function deleteProject(runtime: Runtime, ownerId: string, projectId: string): Promise<{ project_id: string; deleted_files: number }> {
  const { db } = runtime.database;
  const renders = await db
    .selectFrom('renders')
    .innerJoin('projects', 'projects.id', 'renders.project_id')
    .select(['renders.task_id'])
    .where('projects.id', '=', projectId)
    .where('projects.owner_id', '=', ownerId)
    .execute();
  for (const { task_id: taskId } of renders) await runtime.queue.tasks.requestCancel(taskId);

  const storageKeys = await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom('projects').where('id', '=', projectId).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
    if (!deleted) throw ApiError.notFound('This video does not exist, or it was deleted');
    const keys: string[] = [];
    for (const { task_id: taskId } of renders) {
      // Render outputs live under renders/<owner>/<task>/ (render-workspace job).
      const rows = await trx
        .deleteFrom('files')
        .where('owner_id', '=', ownerId)
        .where('purpose', '=', 'render')
        .where('storage_key', 'like', `renders/${ownerId}/${taskId}/%`)
        .returning('storage_key')
        .execute();
      keys.push(...rows.map((row) => row.storage_key));
    }
    return keys;
  });
  // After the commit: a failed object delete leaves an unreferenced object, never a row pointing at nothing.
  for (const key of storageKeys) await runtime.storage.delete(key).catch(() => undefined);
  return { project_id: projectId, deleted_files: storageKeys.length };
}
