import { useParams } from 'react-router-dom';
import { VideoDetail } from '../features/my-videos/components/video-detail.tsx';
import { NotFoundPage } from './not-found-page.tsx';

/** `/my-videos/:projectId`: one video, its render and its browser preview. */
export function VideoPage() {
  const { projectId } = useParams();
  if (!projectId) return <NotFoundPage />;
  // A new project id means a new page: no state carries over from the previous video.
  return <VideoDetail key={projectId} projectId={projectId} />;
}
