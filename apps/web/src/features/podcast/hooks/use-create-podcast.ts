import { podcastOrigins } from '@talkreel/contract';
import { useState } from 'react';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import type { SessionStatus } from '../../../ui/session/hooks/use-session.ts';
import { createPodcast } from '../api/podcast-requests.ts';
import { canCreatePodcast, originOf, toCreatePodcastRequest, youtubeUrlError, type PodcastForm } from '../state/podcast-form.ts';
import type { ScriptInProgress } from './use-script-generation.ts';

export interface CreatePodcast {
  create: () => Promise<void>;
  isCreating: boolean;
}

export interface UseCreatePodcastOptions {
  form: PodcastForm;
  sessionStatus: SessionStatus;
  /** True while the script of an earlier click is being followed. */
  isBusy: boolean;
  /** The YouTube link is not one video's: its message goes under the field instead. */
  onInvalidYouTubeUrl: () => void;
  onCreated: (script: ScriptInProgress) => void;
}

/**
 * 'Create Your Podcast' (spec §4, §6): a guest signs in first (dismissing
 * the dialog does nothing); a YouTube link must pass the YouTube rule; then
 * POST /aigc_avatar/podcast starts the script. A refusal is shown as the
 * server's toast by the API layer and ends here.
 */
export function useCreatePodcast({ form, sessionStatus, isBusy, onInvalidYouTubeUrl, onCreated }: UseCreatePodcastOptions): CreatePodcast {
  const [isCreating, setIsCreating] = useState(false);

  const create = async () => {
    if (!canCreatePodcast(form, isCreating || isBusy)) return;
    const origin = originOf(form);
    if (origin === podcastOrigins.youtube && youtubeUrlError(form.youtubeUrl)) {
      onInvalidYouTubeUrl();
      return;
    }
    if (sessionStatus !== 'user' && !(await openLogin())) return;
    setIsCreating(true);
    try {
      const projectId = await createPodcast(toCreatePodcastRequest(form));
      onCreated({ projectId, origin });
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsCreating(false);
    }
  };

  return { create, isCreating };
}
