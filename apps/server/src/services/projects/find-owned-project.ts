import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, ProjectsTable } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/** The project, if this user owns it; another user's project answers 40400 like a missing one. */
export async function getOwnedProject(db: Kysely<DatabaseSchema>, ownerId: string, projectId: string): Promise<Selectable<ProjectsTable>> {
  const project = await db.selectFrom('projects').selectAll().where('id', '=', projectId).where('owner_id', '=', ownerId).executeTakeFirst();
  if (!project) throw ApiError.notFound('No such project');
  return project;
}
