import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';
import { formats, type ProjectKind } from '@talkreel/formats';
import { runInTransaction } from './run-in-transaction.ts';

/** Talking-photo, talking-avatar and welcome-clip projects: the project and its one workspace are written together. */
export class TalkingPhotoRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  createProject(
    /** `workspace`: the project's first workspace document (a parsed `@talkreel/timeline` Workspace), stored as JSON. */
    project: { ownerId: string; name: string; workspace: unknown; keepWatermark: boolean; kind?: ProjectKind },
    transaction?: Transaction<DatabaseSchema>,
  ): Promise<string> {
    const write = async (trx: Transaction<DatabaseSchema>) => {
      const { id } = await trx
        .insertInto('projects')
        .values({ owner_id: project.ownerId, name: project.name, kind: project.kind ?? formats.talking_photo.kind, keep_watermark: project.keepWatermark })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('workspaces')
        .values({ project_id: id, workspace_index: 0, version: 1, document: JSON.stringify(project.workspace) })
        .execute();
      return id;
    };
    return transaction ? write(transaction) : runInTransaction(this.db, write);
  }
}
