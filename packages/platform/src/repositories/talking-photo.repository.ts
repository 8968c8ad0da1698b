import type { Kysely, Transaction } from 'kysely';
import type { DatabaseSchema } from '../database/database-schema.ts';
import { runInTransaction } from './run-in-transaction.ts';

/** The project kind of talking photos: its renders cost `talkingPhotoCreditCost`. */
export const talkingPhotoProjectKind = 'talking_photo';
/** Talking-avatar videos (`/project/talking_avatar`): their renders cost `talkingAvatarCreditCost`. */
export const talkingAvatarProjectKind = 'talking_avatar';
/** A podcast's script (`project_scripts`): not a video; its video is a `podcast` project made from it. */
export const podcastScriptProjectKind = 'podcast_script';
/** A topic's scene script; its video is a `topic_video` project made from it. */
export const topicScriptProjectKind = 'topic_script';
/** A two-host podcast video: costs `podcastCreditCost`, renders at 720p. */
export const podcastProjectKind = 'podcast';
/** A presenter speaking a topic's scenes: costs like a talking-avatar video. */
export const topicVideoProjectKind = 'topic_video';
/** An avatar's welcome clip: rendered for free, not listed in My Videos. */
export const welcomeClipProjectKind = 'welcome_clip';

/** Talking-photo, talking-avatar and welcome-clip projects: the project and its one workspace are written together. */
export class TalkingPhotoRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  createProject(
    /** `workspace`: the project's first workspace document (a parsed `@talkreel/timeline` Workspace), stored as JSON. */
    project: { ownerId: string; name: string; workspace: unknown; keepWatermark: boolean; kind?: string },
    transaction?: Transaction<DatabaseSchema>,
  ): Promise<string> {
    const write = async (trx: Transaction<DatabaseSchema>) => {
      const { id } = await trx
        .insertInto('projects')
        .values({ owner_id: project.ownerId, name: project.name, kind: project.kind ?? talkingPhotoProjectKind, keep_watermark: project.keepWatermark })
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
