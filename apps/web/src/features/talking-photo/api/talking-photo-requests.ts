import {
  checkTalkingPhotoRoute,
  createTalkingPhotoRoute,
  detectPhotoGenderRoute,
  getDefaultVoiceRoute,
  removeTalkingPhotoPersonRoute,
  submitRenderTasksRoute,
  type CreateTalkingPhotoRequest,
  type VoiceItem,
} from '@talkreel/contract';
import i18next from 'i18next';
import { apiRequest } from '../../../api/api-request.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';

/** POST /talking_photo/check: the uploaded photo's problems against the guidelines, and its gender. */
export async function checkTalkingPhoto(photoPath: string) {
  await ensureSession();
  return apiRequest(checkTalkingPhotoRoute, { body: { photo_path: photoPath } });
}

/** POST /aigc/sex: 1 female, 2 male, 0 unsure; asked only when the check could not tell. */
export async function detectPhotoGender(photoPath: string): Promise<0 | 1 | 2> {
  await ensureSession();
  return apiRequest(detectPhotoGenderRoute, { body: { photo_path: photoPath } });
}

/**
 * POST /talking_photo/person/remove for each stored copy of a photo: the
 * server's row leaves it out from now on (the files stay for the videos made
 * from them). Settles when every answer is in, refused ones included (their
 * message is a toast).
 */
export async function removeTalkingPhotoPersons(photoPaths: readonly string[]): Promise<void> {
  await ensureSession();
  await Promise.allSettled(photoPaths.map((photoPath) => apiRequest(removeTalkingPhotoPersonRoute, { body: { photo_path: photoPath } })));
}

/**
 * GET /aigc/avatar/voice: the voice a face of this gender speaks with until
 * another is chosen, in the interface's language (a Chinese page's sample
 * scripts are Chinese, so its default voice speaks Chinese).
 */
export async function findDefaultVoice(gender: 1 | 2): Promise<VoiceItem> {
  await ensureSession();
  const language = i18next.language.toLowerCase().startsWith('zh') ? 'chinese' : 'english';
  return apiRequest(getDefaultVoiceRoute, { query: { gender, language } });
}

/**
 * POST /project/talking_photo, then POST /project/task/submit of its
 * workspace (which debits the credit): the new video's project and index.
 */
export async function createTalkingPhotoVideo(request: CreateTalkingPhotoRequest): Promise<{ projectId: string; index: number }> {
  await ensureSession();
  const created = await apiRequest(createTalkingPhotoRoute, { body: request });
  await apiRequest(submitRenderTasksRoute, { body: { tasks: [{ project_id: created.new_prj_id, index: created.workspace_index }] } });
  return { projectId: created.new_prj_id, index: created.workspace_index };
}
