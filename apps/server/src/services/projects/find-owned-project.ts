import type { ProjectRepository, ProjectRow } from '@talkreel/platform';
import { ApiError } from '../../plugins/api-error.ts';

/** The project, if this user owns it; another user's project answers 40400 like a missing one. */
export async function getOwnedProject(projects: ProjectRepository, ownerId: string, projectId: string): Promise<ProjectRow> {
  const project = await projects.findOwned(ownerId, projectId);
  if (!project) throw ApiError.notFound('No such project');
  return project;
}
