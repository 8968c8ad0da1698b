import {
  createTopicScriptRoute,
  createTopicVideoRoute,
  getTopicScriptRoute,
  stopTopicScriptRoute,
  type TopicScriptRequest,
  type TopicScriptStatus,
} from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';

/** POST /project/topic_to_video: starts writing a script for the topic, or (with `project_id`) writes one again; the project to poll. */
export async function createTopicScript(request: TopicScriptRequest): Promise<string> {
  await ensureSession();
  return (await apiRequest(createTopicScriptRoute, { body: request })).new_prj_id;
}

/**
 * GET /project/topic_to_video: the script as it is written. Silent: spec §4
 * ignores a non-zero code while polling, and the poll tries again.
 */
export async function getTopicScript(projectId: string, signal: AbortSignal): Promise<TopicScriptStatus> {
  await ensureSession();
  return apiRequest(getTopicScriptRoute, { query: { project_id: projectId }, signal, isSilent: true });
}

/** POST /project/topic_to_video/stop: the scenes so far become the script (status 4). */
export async function stopTopicScript(projectId: string): Promise<TopicScriptStatus> {
  await ensureSession();
  return apiRequest(stopTopicScriptRoute, { body: { project_id: projectId } });
}

/** Spec §9: 0 is 9:16, 1 is 16:9, 2 is 1:1. */
export type TopicAspectRatio = 0 | 1 | 2;

/** POST /project/topic_to_video_pro_edit: the script's video project (a timeline, nothing rendered or charged yet). */
export async function createTopicVideo(projectId: string, aspectRatio: TopicAspectRatio): Promise<{ projectId: string; index: number }> {
  await ensureSession();
  const created = await apiRequest(createTopicVideoRoute, { body: { project_id: projectId, aspect_ratio: aspectRatio } });
  return { projectId: created.new_prj_id, index: created.workspace_index };
}
