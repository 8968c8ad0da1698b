import {
  createPodcastHostPairRoute,
  createPodcastRoute,
  createPodcastVideoRoute,
  getSampleLinkRoute,
  savePodcastScriptRoute,
  sampleLinkPlatforms,
  submitRenderTasksRoute,
  type CreatePodcastRequest,
  type PodcastHostPair,
  type PodcastTurn,
  type ProjectInfo,
} from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';

/** POST /aigc_avatar/podcast: starts writing the script; the project to poll. */
export async function createPodcast(request: CreatePodcastRequest): Promise<string> {
  await ensureSession();
  return (await apiRequest(createPodcastRoute, { body: request })).project_id;
}

/** POST /aigc_avatar/podcast_avatar: a new host pair of two different avatars. */
export async function createHostPair(person1Id: string, person2Id: string): Promise<PodcastHostPair> {
  await ensureSession();
  return apiRequest(createPodcastHostPairRoute, { body: { person1_id: person1Id, person2_id: person2Id } });
}

/** POST /project/analyze/random_url: a sample link for Try Sample (platform 7 a website article, 8 a YouTube video). */
export function findSampleLink(kind: keyof typeof sampleLinkPlatforms, language: string): Promise<string> {
  return apiRequest(getSampleLinkRoute, { body: { platform: sampleLinkPlatforms[kind], language } });
}

/** PUT /project/podcast/script: the edited turns and, when changed, the host pair. */
export async function savePodcastScript(projectId: string, turns: PodcastTurn[], hostPairId: string | undefined): Promise<ProjectInfo> {
  await ensureSession();
  return apiRequest(savePodcastScriptRoute, {
    body: { project_id: projectId, turns, ...(hostPairId ? { podcast_avatar_id: hostPairId } : {}) },
  });
}

/** A video project's workspace to render and follow. */
export interface RenderTarget {
  projectId: string;
  index: number;
}

export interface PodcastVideoSettings {
  /** 0 is 9:16, 1 is 16:9. */
  aspectRatio: 0 | 1;
  isSubtitleOn: boolean;
  hasWatermark: boolean;
}

/** POST /project/podcast/video: the two-host timeline of the saved script, as a new video project; nothing is rendered or charged yet. */
export async function createPodcastVideoProject(projectId: string, settings: PodcastVideoSettings): Promise<RenderTarget> {
  await ensureSession();
  const created = await apiRequest(createPodcastVideoRoute, {
    body: { project_id: projectId, aspect_ratio: settings.aspectRatio, render_subtitle: settings.isSubtitleOn ? 1 : 2, watermark: settings.hasWatermark },
  });
  return { projectId: created.new_prj_id, index: created.workspace_index };
}

/** POST /project/task/submit of the video's workspace, which debits the credit. Silent: the caller turns 40200 into the credits dialog. */
export async function submitPodcastRender(target: RenderTarget): Promise<void> {
  await ensureSession();
  await apiRequest(submitRenderTasksRoute, { body: { tasks: [{ project_id: target.projectId, index: target.index }] }, isSilent: true });
}
