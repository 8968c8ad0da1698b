import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BusinessCode, renderCreditCosts, type PodcastTurn, type ProjectInfo } from '@talkreel/contract';
import { isApiError } from '../../../api/api-error.ts';
import { publishApiError } from '../../../api/api-error-events.ts';
import { openLogin } from '../../../ui/login-dialog/login-dialog-store.ts';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { VIDEO_QUERY_KEYS } from '../../../ui/videos/video-query-keys.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import type { SessionStatus } from '../../../ui/session/hooks/use-session.ts';
import { PODCAST_QUERY_KEYS, projectInfoQueryOptions } from '../api/podcast-query-options.ts';
import { createPodcastVideoProject, savePodcastScript, submitPodcastRender, type PodcastVideoSettings, type RenderTarget } from '../api/podcast-requests.ts';
import { scriptOutcomeOf } from '../state/script-outcome.ts';
import { createTurnKey } from '../state/turn-key.ts';
import { findTurnListProblem, haveTurnsChanged, toEditableTurns, toPodcastTurns, type EditableTurn } from '../state/turn-list.ts';

interface SavedScript {
  turns: PodcastTurn[];
  hostPairId: string;
  /** Counts successful saves: a video project made from an older revision is not reused. */
  revision: number;
}

export interface VideoSettings {
  aspectRatio: 0 | 1;
  isSubtitleOn: boolean;
  isWatermarkRemoved: boolean;
}

export interface ScriptEditor {
  info: ProjectInfo | undefined;
  isLoading: boolean;
  isLoadFailed: boolean;
  turns: EditableTurn[] | null;
  setTurns: (change: (turns: EditableTurn[]) => EditableTurn[]) => void;
  hostPairId: string | null;
  setHostPairId: (id: string) => void;
  settings: VideoSettings;
  updateSettings: (changes: Partial<VideoSettings>) => void;
  problem: ReturnType<typeof findTurnListProblem>;
  isDirty: boolean;
  isSaving: boolean;
  isCreatingVideo: boolean;
  save: () => Promise<boolean>;
  createVideo: () => Promise<void>;
  render: RenderTarget | null;
}

const DEFAULT_SETTINGS: VideoSettings = { aspectRatio: 1, isSubtitleOn: true, isWatermarkRemoved: false };

/**
 * The script editor of one podcast: its turns and host pair (saved with PUT
 * /project/podcast/script), the video's settings, and 'Create video', which
 * saves first, confirms the credit, makes the video project and submits its
 * render (40200 opens the credits dialog in its shortage mode).
 */
export function useScriptEditor(projectId: string, hostPairIdFromRoute: string, sessionStatus: SessionStatus, creditsTitle: string): ScriptEditor {
  const queryClient = useQueryClient();
  const infoQuery = useQuery(projectInfoQueryOptions(projectId));
  const info = infoQuery.data;
  const [turns, setTurnsState] = useState<EditableTurn[] | null>(null);
  const [saved, setSaved] = useState<SavedScript | null>(null);
  const [hostPairId, setHostPairId] = useState<string | null>(null);
  const [settings, setSettings] = useState<VideoSettings>(DEFAULT_SETTINGS);
  const [isSaving, setIsSaving] = useState(false);
  const [isCreatingVideo, setIsCreatingVideo] = useState(false);
  const [render, setRender] = useState<RenderTarget | null>(null);
  /** A video project whose render was not submitted (e.g. 40200): submitted again instead of making another. */
  const unsubmittedRef = useRef<{ signature: string; target: RenderTarget } | null>(null);

  // The script arrives once (the query polls until it is written); later refetches never overwrite edits.
  useEffect(() => {
    if (turns !== null || !info || info.project_id !== projectId || scriptOutcomeOf(info) !== 'ready') return;
    const initialHostPairId = info.podcast_avatar?.id ?? hostPairIdFromRoute;
    setTurnsState(toEditableTurns(info.turns, createTurnKey));
    setHostPairId(initialHostPairId);
    setSaved({ turns: info.turns, hostPairId: initialHostPairId, revision: 0 });
  }, [hostPairIdFromRoute, info, projectId, turns]);

  const problem = turns ? findTurnListProblem(turns) : null;
  const isDirty = turns !== null && saved !== null && (haveTurnsChanged(turns, saved.turns) || hostPairId !== saved.hostPairId);

  const save = async (): Promise<boolean> => {
    if (!turns || !saved || problem || isSaving) return false;
    setIsSaving(true);
    try {
      const editedTurns = toPodcastTurns(turns);
      const changedPairId = hostPairId && hostPairId !== saved.hostPairId ? hostPairId : undefined;
      const updated = await savePodcastScript(projectId, editedTurns, changedPairId);
      queryClient.setQueryData(PODCAST_QUERY_KEYS.projectInfo(projectId), updated);
      setSaved({ turns: updated.turns, hostPairId: updated.podcast_avatar?.id ?? hostPairId ?? saved.hostPairId, revision: saved.revision + 1 });
      return true;
    } catch {
      // The API layer already showed the server's message.
      return false;
    } finally {
      setIsSaving(false);
    }
  };

  const submitWithCreditsCheck = async (target: RenderTarget): Promise<boolean> => {
    try {
      await submitPodcastRender(target);
      return true;
    } catch (error) {
      if (isApiError(error) && error.code === BusinessCode.insufficientCredits) {
        // The balance changed since the dialog read it: read it again, and the dialog shows the shortage.
        await queryClient.refetchQueries({ queryKey: userInfoQueryOptions().queryKey });
        await confirmCredits({ title: creditsTitle, creditsNeeded: renderCreditCosts.podcast });
      } else if (isApiError(error)) {
        publishApiError(error);
      }
      return false;
    }
  };

  const createVideo = async () => {
    if (!turns || !saved || problem || isCreatingVideo || isSaving) return;
    if (sessionStatus !== 'user' && !(await openLogin())) return;
    setIsCreatingVideo(true);
    try {
      if (isDirty && !(await save())) return;
      if (!(await confirmCredits({ title: creditsTitle, creditsNeeded: renderCreditCosts.podcast }))) return;
      const videoSettings: PodcastVideoSettings = {
        aspectRatio: settings.aspectRatio,
        isSubtitleOn: settings.isSubtitleOn,
        hasWatermark: !settings.isWatermarkRemoved,
      };
      // `saved` is this render's closure value: a save above bumped the revision the next render sees, so count it here.
      const signature = JSON.stringify({ revision: saved.revision + (isDirty ? 1 : 0), videoSettings });
      const reused = unsubmittedRef.current?.signature === signature ? unsubmittedRef.current.target : null;
      const target = reused ?? (await createPodcastVideoProject(projectId, videoSettings));
      unsubmittedRef.current = { signature, target };
      if (!(await submitWithCreditsCheck(target))) return;
      unsubmittedRef.current = null;
      setRender(target);
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: VIDEO_QUERY_KEYS.list });
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsCreatingVideo(false);
    }
  };

  return {
    info,
    isLoading: infoQuery.isPending,
    isLoadFailed: infoQuery.isError,
    turns,
    setTurns: (change) => setTurnsState((current) => (current ? change(current) : current)),
    hostPairId,
    setHostPairId,
    settings,
    updateSettings: (changes) => setSettings((current) => ({ ...current, ...changes })),
    problem,
    isDirty,
    isSaving,
    isCreatingVideo,
    save,
    createVideo,
    render,
  };
}
