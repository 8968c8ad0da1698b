import { useMutation, useQueryClient } from '@tanstack/react-query';
import { renameProjectRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';

/** POST /project/rename; the video page's title and My Videos refresh. */
export function useRenameVideo(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => apiRequest(renameProjectRoute, { body: { project_id: projectId, name } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.summary(projectId) });
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
    },
  });
}
