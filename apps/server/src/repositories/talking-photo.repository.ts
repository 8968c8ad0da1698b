import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import type { Workspace } from '@talkreel/timeline';

/** The project kind of talking photos: its renders cost `talkingPhotoCreditCost`. */
export const talkingPhotoProjectKind = 'talking_photo';

/** Talking-photo projects: the project and its one workspace are written together. */
export class TalkingPhotoRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  createProject(project: { ownerId: string; name: string; workspace: Workspace; keepWatermark: boolean }): Promise<string> {
    return this.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('projects')
        .values({ owner_id: project.ownerId, name: project.name, kind: talkingPhotoProjectKind, keep_watermark: project.keepWatermark })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('workspaces')
        .values({ project_id: id, workspace_index: 0, version: 1, document: JSON.stringify(project.workspace) })
        .execute();
      return id;
    });
  }
}
