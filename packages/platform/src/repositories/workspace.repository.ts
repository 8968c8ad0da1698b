import { sql, type Kysely } from 'kysely';
import type { ProjectKind } from '@talkreel/formats';
import type { DatabaseSchema } from '../database/database-schema.ts';
import { runInTransaction } from './run-in-transaction.ts';

export interface SavedWorkspace {
  document: unknown;
  version: number;
}

/** A workspace with the project facts a render needs. */
export interface OwnedWorkspace extends SavedWorkspace {
  projectKind: ProjectKind;
  keepWatermark: boolean;
}

/** Workspaces (`workspaces`): one document per project and index, with the version saves check. */
export class WorkspaceRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  find(projectId: string, workspaceIndex: number): Promise<SavedWorkspace | undefined> {
    return this.db
      .selectFrom('workspaces')
      .select(['document', 'version'])
      .where('project_id', '=', projectId)
      .where('workspace_index', '=', workspaceIndex)
      .executeTakeFirst();
  }

  /** The workspace if its project belongs to the owner. */
  findOwned(ownerId: string, projectId: string, workspaceIndex: number): Promise<OwnedWorkspace | undefined> {
    return this.db
      .selectFrom('workspaces')
      .innerJoin('projects', 'projects.id', 'workspaces.project_id')
      .select(['workspaces.document', 'workspaces.version', 'projects.kind as projectKind', 'projects.keep_watermark as keepWatermark'])
      .where('workspaces.project_id', '=', projectId)
      .where('workspaces.workspace_index', '=', workspaceIndex)
      .where('projects.owner_id', '=', ownerId)
      .executeTakeFirst();
  }

  /**
   * Saves only over `expectedVersion` and touches the project, in one
   * transaction; the new version, or undefined when someone saved in between
   * (or there is no such workspace).
   */
  saveOverVersion(projectId: string, workspaceIndex: number, expectedVersion: number, document: unknown): Promise<number | undefined> {
    return runInTransaction(this.db, async (trx) => {
      const saved = await trx
        .updateTable('workspaces')
        .set({ document: JSON.stringify(document), version: sql`version + 1`, updated_at: sql`now()` })
        .where('project_id', '=', projectId)
        .where('workspace_index', '=', workspaceIndex)
        .where('version', '=', expectedVersion)
        .returning('version')
        .executeTakeFirst();
      if (!saved) return undefined;
      await trx
        .updateTable('projects')
        .set({ updated_at: sql`now()` })
        .where('id', '=', projectId)
        .execute();
      return saved.version;
    });
  }

  /** Writes a workspace whatever version it had: a new one starts at version 1, an existing one's version goes up by one. */
  async upsert(projectId: string, workspaceIndex: number, document: unknown): Promise<void> {
    const json = JSON.stringify(document);
    await this.db
      .insertInto('workspaces')
      .values({ project_id: projectId, workspace_index: workspaceIndex, version: 1, document: json })
      .onConflict((conflict) =>
        conflict.columns(['project_id', 'workspace_index']).doUpdateSet({ document: json, version: sql`workspaces.version + 1`, updated_at: sql`now()` }),
      )
      .execute();
  }
}
