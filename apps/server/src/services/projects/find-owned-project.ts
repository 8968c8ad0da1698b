import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';
import { ProjectRepository, type ProjectRow } from '../../repositories/project.repository.ts';

/** The project, if this user owns it; another user's project answers 40400 like a missing one. */
export async function getOwnedProject(db: Kysely<DatabaseSchema>, ownerId: string, projectId: string): Promise<ProjectRow> {
  const project = await new ProjectRepository(db).findOwned(ownerId, projectId);
  if (!project) throw ApiError.notFound('No such project');
  return project;
}
