import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { renderCreditCosts } from '@talkreel/contract';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import type { SessionStatus } from '../../../ui/session/hooks/use-session.ts';
import { createTalkingPhotoVideo } from '../api/talking-photo-requests.ts';
import { toCreateTalkingPhotoRequest, type TalkingPhotoForm } from '../state/talking-photo-form.ts';

export interface CreateTalkingPhoto {
  create: () => Promise<void>;
  isCreating: boolean;
}

/**
 * 'Create Video' (spec §4, §6): a guest signs in first (dismissing the login
 * does nothing); the credits dialog confirms the one credit, or shows the
 * shortage (Free and Starter under 1 credit); then the project is made and
 * its render submitted, the form resets and Home follows the render.
 * A server refusal is shown as its toast by the API layer and stops here.
 */
export function useCreateTalkingPhoto(form: TalkingPhotoForm, sessionStatus: SessionStatus, onCreated: () => void): CreateTalkingPhoto {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isCreating, setIsCreating] = useState(false);

  const create = async () => {
    if (isCreating) return;
    if (sessionStatus !== 'user' && !(await openLogin())) return;
    const isConfirmed = await confirmCredits({ title: t('talkingPhoto.form.creditsTitle'), creditsNeeded: renderCreditCosts.talking_photo });
    if (!isConfirmed) return;
    setIsCreating(true);
    try {
      const { projectId, index } = await createTalkingPhotoVideo(toCreateTalkingPhotoRequest(form));
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
      onCreated();
      void navigate(`/?${new URLSearchParams({ action: 'talking-photo', project_id: projectId, index: String(index) }).toString()}`);
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsCreating(false);
    }
  };

  return { create, isCreating };
}
