import type { Kysely, Selectable } from 'kysely';
import type { BatchesTable, BatchRowRecord, DatabaseSchema } from '../database/database-schema.ts';

export type BatchRecord = Selectable<BatchesTable>;

/** Batch-mode projects (`batches`): the template and the sheet rows each was made from. */
export class BatchRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  /** Records the batch of a project just created (in the creating transaction). */
  async create(batch: { projectId: string; ownerId: string; templateId: string; rows: readonly BatchRowRecord[] }): Promise<void> {
    await this.db
      .insertInto('batches')
      .values({ project_id: batch.projectId, owner_id: batch.ownerId, template_id: batch.templateId, rows: JSON.stringify(batch.rows) })
      .execute();
  }

  /** The owner's batch of that project, with the project's name; undefined for another owner's or none. */
  async findOwned(ownerId: string, projectId: string): Promise<(BatchRecord & { name: string }) | undefined> {
    return this.db
      .selectFrom('batches')
      .innerJoin('projects', 'projects.id', 'batches.project_id')
      .selectAll('batches')
      .select('projects.name')
      .where('batches.project_id', '=', projectId)
      .where('batches.owner_id', '=', ownerId)
      .executeTakeFirst();
  }

  /** Locks the owner's batch row until the transaction these repositories are bound to ends (parallel retries take turns); false when there is none. */
  async lockOwned(ownerId: string, projectId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('batches')
      .select('project_id')
      .where('project_id', '=', projectId)
      .where('owner_id', '=', ownerId)
      .forUpdate()
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The owner's batches, newest first, with their project names. */
  async listByOwner(ownerId: string, limit: number): Promise<(BatchRecord & { name: string })[]> {
    return this.db
      .selectFrom('batches')
      .innerJoin('projects', 'projects.id', 'batches.project_id')
      .selectAll('batches')
      .select('projects.name')
      .where('batches.owner_id', '=', ownerId)
      .orderBy('batches.created_at', 'desc')
      .limit(limit)
      .execute();
  }
}
