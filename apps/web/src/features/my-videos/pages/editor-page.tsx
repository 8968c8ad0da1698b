import { useSearchParams } from 'react-router-dom';
import { VideoDetail } from '../components/video-detail.tsx';
import { VideoNotFound } from '../components/video-not-found.tsx';

const projectIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** The `index` query parameter: a workspace number, 0 when absent or not a whole number. */
function readWorkspaceIndex(value: string | null): number {
  const index = Number(value ?? 0);
  return Number.isInteger(index) && index >= 0 && index < 1000 ? index : 0;
}

/**
 * `/editor?id=&index=` (spec §1: the Editor route, where a topic's or a
 * template's video opens). Until the timeline editor exists it shows that
 * workspace's browser preview beside its render, with a Render button.
 */
export function EditorPage() {
  const [searchParams] = useSearchParams();
  const projectId = searchParams.get('id') ?? '';
  if (!projectIdPattern.test(projectId)) return <VideoNotFound />;
  const workspaceIndex = readWorkspaceIndex(searchParams.get('index'));
  return <VideoDetail key={`${projectId}:${workspaceIndex}`} projectId={projectId} workspaceIndex={workspaceIndex} />;
}
