import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hideLoading, showLoading } from '../../../ui/global-loading-overlay/loading-store.ts';
import { projectInfoQueryOptions } from '../api/podcast-query-options.ts';
import type { PodcastFormOrigin } from '../state/podcast-form.ts';
import { scriptOutcomeOf } from '../state/script-outcome.ts';
import { createScriptProgress, scriptWaitOf } from '../state/script-wait.ts';

/** A script being written: its project and where it came from (the overlay's wait depends on it). */
export interface ScriptInProgress {
  projectId: string;
  origin: PodcastFormOrigin;
}

export interface ScriptGeneration {
  /** Shows the overlay and polls the project until its script is there. */
  follow: (script: ScriptInProgress) => void;
  isFollowing: boolean;
  /** The project whose script is ready ('Script Ready'); null before and after. */
  readyScript: ScriptInProgress | null;
  dismissReady: () => void;
}

/** How long a failed script's toast stays, ms: its reason can be two lines. */
const FAILURE_TOAST_MS = 8000;

/**
 * Spec §4 'Podcast script generation': the overlay 'Podcast script
 * Generating...' with its wait and a simulated percent while the project is
 * polled every 3 s; it ends on a script (→ 'Script Ready'), on status 5 (the
 * spec's 'error', with the server's reason under it) or on a failed call
 * (its message already shown).
 */
export function useScriptGeneration(): ScriptGeneration {
  const { t } = useTranslation();
  const [following, setFollowing] = useState<ScriptInProgress | null>(null);
  const [readyScript, setReadyScript] = useState<ScriptInProgress | null>(null);
  const info = useQuery({ ...projectInfoQueryOptions(following?.projectId ?? ''), enabled: following !== null });
  const progressRef = useRef<ReturnType<typeof createScriptProgress> | null>(null);

  // The overlay and its simulated percent live exactly as long as a script is followed.
  useEffect(() => {
    if (!following) return;
    const title = t('podcast.generating.title');
    const subtitle = t(`podcast.generating.${scriptWaitOf(following.origin).subtitle}`);
    showLoading({ title, subtitle });
    const progress = createScriptProgress(following.origin, (percent) => showLoading({ title, subtitle, percent }));
    progressRef.current = progress;
    progress.start();
    return () => {
      progress.stop();
      progressRef.current = null;
      hideLoading();
    };
  }, [following, t]);

  useEffect(() => {
    if (!following) return;
    if (info.isError) {
      setFollowing(null);
      return;
    }
    if (!info.data || info.data.project_id !== following.projectId) return;
    const outcome = scriptOutcomeOf(info.data);
    if (outcome === 'ready') {
      progressRef.current?.complete();
      setReadyScript(following);
      setFollowing(null);
    } else if (outcome === 'failed') {
      notifications.show({
        id: `podcast-script-failed:${following.projectId}`,
        color: 'red',
        title: t('podcast.generating.failed'),
        message: info.data.err_msg || t('podcast.generating.failedWithoutReason'),
        autoClose: FAILURE_TOAST_MS,
        withBorder: true,
      });
      setFollowing(null);
    }
  }, [following, info.data, info.isError, t]);

  return {
    follow: setFollowing,
    isFollowing: following !== null,
    readyScript,
    dismissReady: () => setReadyScript(null),
  };
}
