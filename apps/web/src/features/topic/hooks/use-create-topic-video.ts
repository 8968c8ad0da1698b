import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { editorPath } from '../../../ui/videos/editor-path.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';
import { createTopicVideo, type TopicAspectRatio } from '../api/topic-requests.ts';

export interface CreateTopicVideo {
  create: (aspectRatio: TopicAspectRatio) => Promise<void>;
  isCreating: boolean;
}

/**
 * Generate Video (spec §4): the script becomes a video project, which opens
 * in the Editor (`/editor?id=&index=`), where its timeline is changed and rendered.
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
      void navigate(editorPath(video.projectId, video.index));
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsCreating(false);
    }
  };

  return { create, isCreating };
}
