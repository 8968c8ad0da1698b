import { sql, type Kysely, type Selectable } from 'kysely';
import type { DatabaseSchema, ProjectsTable } from '../database/database-schema.ts';
import { unlistedProjectKinds, type ProjectKind } from '@talkreel/formats';

export type ProjectRow = Selectable<ProjectsTable>;

/** A project as My Videos lists it. */
export interface ListedProjectRow extends ProjectRow {
  /** Workspace 0's document says `condition: 'edited'`: the spec's "Customized Draft". */
  isCustomized: boolean;
}

/** Projects (`projects`): reads are scoped to the owner, so another user's project looks missing. */
export class ProjectRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  findOwned(ownerId: string, projectId: string): Promise<ProjectRow | undefined> {
    return this.db.selectFrom('projects').selectAll().where('id', '=', projectId).where('owner_id', '=', ownerId).executeTakeFirst();
  }

  /** Newest first; one row past the page tells whether there is more. */
  async findPageByOwner(ownerId: string, page: number, pageSize: number): Promise<{ list: ListedProjectRow[]; hasMore: boolean }> {
    const rows = await this.db
      .selectFrom('projects')
      .leftJoin('workspaces', (join) => join.onRef('workspaces.project_id', '=', 'projects.id').on('workspaces.workspace_index', '=', 0))
      .selectAll('projects')
      // Only the one field is read out of the document (jsonb), not the whole workspace.
      .select(sql<boolean>`coalesce(workspaces.document->>'condition' = 'edited', false)`.as('isCustomized'))
      .where('projects.owner_id', '=', ownerId)
      // An avatar's welcome clip belongs to the avatar, and a script (podcast, topic) is not a video: neither is in My Videos.
      .where('projects.kind', 'not in', unlistedProjectKinds)
      .orderBy('projects.created_at', 'desc')
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .execute();
    return { list: rows.slice(0, pageSize), hasMore: rows.length > pageSize };
  }

  /**
   * Holds a lock on a project name until the transaction these repositories
   * are bound to ends (`pg_advisory_xact_lock`): processes that would create
   * the same named project take turns.
   */
  async lockName(name: string): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${name}))`.execute(this.db);
  }

  /** A new project of this kind (its workspaces are written after it); returns its id. */
  async create(project: { ownerId: string; name: string; kind: ProjectKind }): Promise<string> {
    const row = await this.db
      .insertInto('projects')
      .values({ owner_id: project.ownerId, name: project.name, kind: project.kind })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Renames one of the owner's projects; undefined when the owner has no such project. */
  renameOwned(ownerId: string, projectId: string, name: string): Promise<{ id: string; name: string } | undefined> {
    return this.db
      .updateTable('projects')
      .set({ name, updated_at: sql`now()` })
      .where('id', '=', projectId)
      .where('owner_id', '=', ownerId)
      .returning(['id', 'name'])
      .executeTakeFirst();
  }

  /** Deletes one of the owner's projects (its workspaces and render records go with it, by cascade); false when there was none. */
  async deleteOwned(ownerId: string, projectId: string): Promise<boolean> {
    const deleted = await this.db.deleteFrom('projects').where('id', '=', projectId).where('owner_id', '=', ownerId).returning('id').executeTakeFirst();
    return deleted !== undefined;
  }
}
