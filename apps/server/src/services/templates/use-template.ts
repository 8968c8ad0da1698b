import type { UserRow } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { ApiError } from '../../plugins/api-error.ts';
import { saveBatchWorkspaces } from '../projects/save-batch-workspaces.ts';
import { fillTemplateForUser } from './fill-template-for-user.ts';
import type { TemplateLibrary } from './template-library.ts';

/**
 * 'Use the template': fills the template with the caller's values (checked
 * by fillTemplateForUser) and saves it as a new editor project of the
 * caller's. Free: nothing is rendered or debited here.
 */
export async function useTemplate(
  context: AppContext,
  library: TemplateLibrary,
  user: UserRow,
  request: { id: string; values: Record<string, string> },
): Promise<{ projectId: string; index: number }> {
  const { repositories } = context.runtime;
  const loaded = library.find(request.id);
  if (!loaded) throw ApiError.notFound('No such template');
  const workspace = await fillTemplateForUser(context, repositories, loaded, user, request.values);
  const projectId = await saveBatchWorkspaces(repositories, { ownerId: user.id, name: loaded.template.name, workspaces: [{ index: 0, document: workspace }] });
  return { projectId, index: 0 };
}
