import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';
import { createTopicVideo, type TopicAspectRatio } from '../api/topic-requests.ts';

export interface CreateTopicVideo {
  create: (aspectRatio: TopicAspectRatio) => Promise<void>;
  isCreating: boolean;
}

/**
 * Generate Video (spec §4): the script becomes a video project, and its page
 * opens in the Editor route (`/editor?id=&index=`: until the editor exists,
 * the timeline's preview, the Render button and the result).
 */
export function useCreateTopicVideo(projectId: string): CreateTopicVideo {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isCreating, setIsCreating] = useState(false);

  const create = async (aspectRatio: TopicAspectRatio) => {
    if (isCreating) return;
    setIsCreating(true);
    try {
      const video = await createTopicVideo(projectId, aspectRatio);
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
      void navigate(`/editor?id=${video.projectId}&index=${video.index}`);
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsCreating(false);
    }
  };

  return { create, isCreating };
}
