import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteProjectRoute } from '@talkreel/contract';
import { useNavigate } from 'react-router-dom';
import { apiRequest } from '../../../api/api-request.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';

/**
 * POST /project/delete, then back to My Videos. The video's queries are
 * dropped only after leaving its page: dropped while it is still shown, they
 * would be fetched again and answer 'no such project'.
 */
export function useDeleteVideo(projectId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiRequest(deleteProjectRoute, { body: { project_id: projectId } }),
    onSuccess: async () => {
      await navigate('/my-videos', { replace: true });
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] === VIDEO_QUERY_KEYS.all[0] && query.queryKey.includes(projectId) });
      await queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
    },
  });
}
