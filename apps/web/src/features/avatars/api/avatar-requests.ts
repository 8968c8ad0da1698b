import { queryOptions } from '@tanstack/react-query';
import {
  BusinessCode,
  createAvatarFromLookRoute,
  createTalkingAvatarRoute,
  generateLooksRoute,
  GenerateLooksRequestSchema,
  getLookFreeTrialsRoute,
  getLookTaskRoute,
  listLibraryAvatarsRoute,
  listLookPromptsRoute,
  listPublicAvatarsRoute,
  listSampleFacesRoute,
  queueWelcomeClipRoute,
  submitRenderTasksRoute,
  type AvatarAge,
  type AvatarGender,
  type AvatarTheme,
  type CreateTalkingAvatarRequest,
  type LookTask,
} from '@talkreel/contract';
import type { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { publishApiError } from '../../../api/api-error-events.ts';
import { apiRequest } from '../../../api/api-request.ts';
import { hasRenderEndedUnpaid } from '../../../ui/render-result/render-state.ts';
import { DIGITAL_PERSONS_QUERY_KEY, WELCOME_CLIP_POLL_MS } from '../../../ui/digital-persons/digital-persons-query-options.ts';
import { ensureSession } from '../../../ui/session/api/ensure-session.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { retrySilently } from '../../../api/retry-silently.ts';

/** Every query of this feature sits under `['avatars']`. */
export const AVATAR_QUERY_KEYS = {
  all: ['avatars'] as const,
  galleries: ['avatars', 'gallery'] as const,
  gallery: (filters: GalleryFilters) => ['avatars', 'gallery', filters] as const,
  digitalPersons: DIGITAL_PERSONS_QUERY_KEY,
  lookTask: (taskId: string) => ['avatars', 'look-task', taskId] as const,
  freeTrials: ['avatars', 'free-trials'] as const,
  prompts: (type: 1 | 2, language: string) => ['avatars', 'prompts', type, language] as const,
  sampleFaces: ['avatars', 'sample-faces'] as const,
  libraryAvatars: ['avatars', 'library-avatars'] as const,
};

export interface GalleryFilters {
  theme?: AvatarTheme;
  gender?: AvatarGender;
  age?: AvatarAge;
  aspect_ratio?: 0 | 1;
}

/** Spec §8: 10102 on the gallery is retried up to 2 more times. */
const GALLERY_RETRIES = 2;
/** Spec §9: the avatar task is polled every 2 s. */
export const LOOK_TASK_POLL_MS = 2000;

/** GET /avatar_library/public: the gallery (the whole library at once: page size 1000, spec §9). */
export function galleryQueryOptions(filters: GalleryFilters) {
  return queryOptions({
    queryKey: AVATAR_QUERY_KEYS.gallery(filters),
    queryFn: ({ signal }) =>
      retrySilently(
        () => apiRequest(listPublicAvatarsRoute, { query: { ...filters, page_size: 1000 }, signal, isSilent: true }),
        { codes: [BusinessCode.transientRetry], maxRetries: GALLERY_RETRIES, delayMs: (retry) => retry * 400, signal },
        (error) => {
          if (isApiError(error)) publishApiError(error);
        },
      ),
    // A welcome clip asked for by pointing at a card (or being rendered anyway) is looked at again until it plays.
    refetchInterval: (query) => (query.state.data?.digital_persons.some((person) => person.welcome_status === 'rendering') ? WELCOME_CLIP_POLL_MS : false),
  });
}

/** POST /project/talking_avatar, then submit its render (which debits the credit). */
export async function createTalkingAvatarVideo(request: CreateTalkingAvatarRequest): Promise<{ projectId: string; index: number }> {
  await ensureSession();
  const created = await apiRequest(createTalkingAvatarRoute, { body: request });
  await apiRequest(submitRenderTasksRoute, { body: { tasks: [{ project_id: created.new_prj_id, index: created.workspace_index }] } });
  return { projectId: created.new_prj_id, index: created.workspace_index };
}

/** POST /aigc/photo: the look task's id. 4101 is left to the caller (sign in or pay), not toasted. */
export async function generateLooks(request: z.input<typeof GenerateLooksRequestSchema>): Promise<string> {
  await ensureSession();
  return apiRequest(generateLooksRoute, { body: request, isSilent: true });
}

export function lookTaskQueryOptions(taskId: string) {
  return queryOptions({
    queryKey: AVATAR_QUERY_KEYS.lookTask(taskId),
    queryFn: async ({ client, queryKey, signal }) => {
      const previous = client.getQueryData<LookTask>(queryKey);
      const next = await apiRequest(getLookTaskRoute, { query: { unique_id: taskId }, signal });
      // Looks paid with a credit that fail are refunded: the balance on screen is stale.
      if (hasRenderEndedUnpaid(previous?.status, next.status)) void client.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      return next;
    },
    refetchInterval: (query) => (['done', 'failed', 'cancelled'].includes(query.state.data?.status ?? '') ? false : LOOK_TASK_POLL_MS),
  });
}

export function freeTrialsQueryOptions() {
  return queryOptions({
    queryKey: AVATAR_QUERY_KEYS.freeTrials,
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest({ ...getLookFreeTrialsRoute, path: '/aigc/task/free/count/1' }, { signal });
    },
  });
}

export function lookPromptsQueryOptions(type: 1 | 2, language: string) {
  return queryOptions({
    queryKey: AVATAR_QUERY_KEYS.prompts(type, language),
    queryFn: ({ signal }) => apiRequest({ ...listLookPromptsRoute, path: `/aigc/prompt/${type}` }, { query: { lang: language }, signal }),
    staleTime: Infinity,
  });
}

export function sampleFacesQueryOptions() {
  return queryOptions({ queryKey: AVATAR_QUERY_KEYS.sampleFaces, queryFn: ({ signal }) => apiRequest(listSampleFacesRoute, { signal }), staleTime: Infinity });
}

/** GET /aigc_avatar/library/page: the user's own avatars with their number of looks (the Choose your Character dialog). */
export function libraryAvatarsQueryOptions() {
  return queryOptions({
    queryKey: AVATAR_QUERY_KEYS.libraryAvatars,
    queryFn: async ({ signal }) => {
      await ensureSession();
      return apiRequest(listLibraryAvatarsRoute, { query: { page: 1, page_size: 1000 }, signal });
    },
  });
}

export async function createAvatarFromLook(taskId: string, outputIndex: number, name: string | undefined) {
  await ensureSession();
  return apiRequest(createAvatarFromLookRoute, { body: { unique_id: taskId, output_index: outputIndex, ...(name ? { name } : {}) } });
}

/** POST /avatar_library/welcome: the avatar's welcome clip is made (once) when a player is about to show it. */
export async function queueWelcomeClip(id: string) {
  await ensureSession();
  return apiRequest(queueWelcomeClipRoute, { body: { id }, isSilent: true });
}
