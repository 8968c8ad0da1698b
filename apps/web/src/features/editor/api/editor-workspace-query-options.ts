import { queryOptions } from '@tanstack/react-query';
import { getWorkspaceRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';

/**
 * GET /project/workspace for the editor: read once when the editor opens
 * (never refetched behind its back; a newer version is met as a conflict
 * when saving).
 */
export function editorWorkspaceQueryOptions(projectId: string, index: number) {
  return queryOptions({
    queryKey: ['editor', 'workspace', projectId, index] as const,
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(getWorkspaceRoute, { query: { project_id: projectId, index }, signal });
    },
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
