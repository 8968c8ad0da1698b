import { useParams } from 'react-router-dom';
import { VideoDetail } from '../components/video-detail.tsx';
import { VideoNotFound } from '../components/video-not-found.tsx';

/** `/my-videos/:projectId`: one video, its render and its browser preview. */
export function VideoPage() {
  const { projectId } = useParams();
  if (!projectId) return <VideoNotFound />;
  // A new project id means a new page: no state carries over from the previous video.
  return <VideoDetail key={projectId} projectId={projectId} />;
}
