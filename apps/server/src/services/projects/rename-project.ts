import type { ProjectRepository } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/** Renames one of the owner's projects; another owner's project answers 40400 like a missing one. */
export async function renameProject(
  projects: ProjectRepository,
  ownerId: string,
  projectId: string,
  name: string,
): Promise<{ project_id: string; name: string }> {
  const renamed = await projects.renameOwned(ownerId, projectId, name);
  if (!renamed) throw ApiError.notFound('This video does not exist, or it was deleted');
  return { project_id: renamed.id, name: renamed.name };
}
