import type { Kysely, Selectable } from 'kysely';
import { unlistedProjectKinds } from '@talkreel/formats';
import type { DatabaseSchema, ProjectsTable } from '@talkreel/platform';

export type ProjectRow = Selectable<ProjectsTable>;

/** Projects (`projects`): reads are scoped to the owner, so another user's project looks missing. */
export class ProjectRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  findOwned(ownerId: string, projectId: string): Promise<ProjectRow | undefined> {
    return this.db.selectFrom('projects').selectAll().where('id', '=', projectId).where('owner_id', '=', ownerId).executeTakeFirst();
  }

  /** Newest first; one row past the page tells whether there is more. */
  async findPageByOwner(ownerId: string, page: number, pageSize: number): Promise<{ list: ProjectRow[]; hasMore: boolean }> {
    const rows = await this.db
      .selectFrom('projects')
      .selectAll()
      .where('owner_id', '=', ownerId)
      // An avatar's welcome clip belongs to the avatar, and a script (podcast, topic) is not a video: neither is in My Videos.
      .where('kind', 'not in', unlistedProjectKinds)
      .orderBy('created_at', 'desc')
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .execute();
    return { list: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  }
}
