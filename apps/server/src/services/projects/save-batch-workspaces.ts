import type { Repositories } from '@talkreel/platform';
import type { Workspace } from '@talkreel/timeline';
import { getOwnedProject } from './find-owned-project.ts';

export interface BatchWorkspaces {
  ownerId: string;
  /** Omitted: a new project named `name` is created. */
  projectId?: string;
  name: string;
  workspaces: { index: number; document: Workspace }[];
}

/**
 * Saves a batch's workspaces, creating their project if needed, in one
 * transaction: when any write fails, the new project is not left behind
 * empty and no workspace is half saved. Given repositories bound to a
 * transaction (batch_render queues the renders in it too), in that one.
 * Returns the project's id.
 */
export async function saveBatchWorkspaces(repositories: Repositories, batch: BatchWorkspaces): Promise<string> {
  return repositories.inTransaction(async ({ projects, workspaces }) => {
    if (batch.projectId) await getOwnedProject(projects, batch.ownerId, batch.projectId);
    const projectId = batch.projectId ?? (await projects.create({ ownerId: batch.ownerId, name: batch.name, kind: 'editor' }));
    for (const entry of batch.workspaces) await workspaces.upsert(projectId, entry.index, entry.document);
    return projectId;
  });
}
