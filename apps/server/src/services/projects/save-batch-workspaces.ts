import { sql, type Kysely, type Transaction } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
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
 * empty and no workspace is half saved. Returns the project's id.
 */
export async function saveBatchWorkspaces(db: Kysely<DatabaseSchema>, batch: BatchWorkspaces): Promise<string> {
  return db.transaction().execute((trx) => saveBatchWorkspacesIn(trx, batch));
}

/** The same in the caller's transaction (batch_render queues the renders in it too). */
export async function saveBatchWorkspacesIn(trx: Transaction<DatabaseSchema>, batch: BatchWorkspaces): Promise<string> {
  if (batch.projectId) await getOwnedProject(trx, batch.ownerId, batch.projectId);
  {
    const projectId =
      batch.projectId ??
      (await trx.insertInto('projects').values({ owner_id: batch.ownerId, name: batch.name, kind: 'editor' }).returning('id').executeTakeFirstOrThrow()).id;
    for (const entry of batch.workspaces) {
      const document = JSON.stringify(entry.document);
      await trx
        .insertInto('workspaces')
        .values({ project_id: projectId, workspace_index: entry.index, version: 1, document })
        .onConflict((conflict) =>
          conflict.columns(['project_id', 'workspace_index']).doUpdateSet({ document, version: sql`workspaces.version + 1`, updated_at: sql`now()` }),
        )
        .execute();
    }
    return projectId;
  }
}
