import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import { formats, type ProjectKind } from '@talkreel/formats';
import type { Workspace } from '@talkreel/timeline';

/** Talking-photo, talking-avatar and welcome-clip projects: the project and its one workspace are written together. */
export class TalkingPhotoRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  createProject(
    project: { ownerId: string; name: string; workspace: Workspace; keepWatermark: boolean; kind?: ProjectKind },
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
    return transaction ? write(transaction) : this.db.transaction().execute(write);
  }
}
