import { useTemplateRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { editorPath } from '../../../ui/videos/editor-path.ts';

/**
 * 'Use the template' (POST /template/use): a new project of the caller with a
 * copy of the template, every variable at its default. A visitor is signed in
 * as a guest first, as every other flow does. Resolves to the Editor's path.
 */
export async function requestUseTemplate(templateId: string, { isSilent = false } = {}): Promise<string> {
  await ensureSession();
  const { project_id: projectId, index } = await apiRequest(useTemplateRoute, { body: { id: templateId, values: {} }, isSilent });
  return editorPath(projectId, index);
}
