import type { Runtime } from '@talkreel/platform';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';

/**
 * The workspace a translation task already saved into its new project, if
 * it got that far (the project's render row names the task): a retry after a
 * crash renders what was saved instead of translating or dubbing again.
 */
export async function findSavedOutputWorkspace(runtime: Runtime, projectId: string, taskId: string): Promise<Workspace | undefined> {
  const latest = await runtime.repositories.renders.findLatest(projectId, 0);
  if (latest?.taskId !== taskId) return undefined;
  const saved = await runtime.repositories.workspaces.find(projectId, 0);
  return saved ? parseWorkspace(saved.document) : undefined;
}

/** Saves the translated workspace as the new project's, with the render row that ties it to this task. */
export async function saveOutputWorkspace(runtime: Runtime, projectId: string, taskId: string, workspace: Workspace): Promise<void> {
  await runtime.repositories.inTransaction(async (repositories) => {
    await repositories.workspaces.upsert(projectId, 0, workspace);
    const saved = await repositories.workspaces.find(projectId, 0);
    await repositories.renders.create({ project_id: projectId, workspace_index: 0, workspace_version: saved?.version ?? 1, task_id: taskId });
  });
}
