import { translationCreditCost, type TranslationRecord } from '@talkreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmCredits } from '../../../ui/credits-confirm/credits-confirm-store.ts';
import { showSuccessToast } from '../../../ui/notifications/show-success-toast.ts';
import { userInfoQueryOptions } from '../../../ui/session/api/user-info-query-options.ts';
import { TRANSLATION_QUERY_KEYS } from '../api/translation-query-options.ts';
import { dubTranslation, saveTranslationSegments } from '../api/translation-requests.ts';
import {
  countBlockingProblems,
  createSegmentTable,
  segmentTableReducer,
  toSaveSegmentsBody,
  type SegmentTable,
  type SegmentTableAction,
} from '../state/segment-table.ts';

export interface SegmentEditor {
  table: SegmentTable;
  dispatch: (action: SegmentTableAction) => void;
  /** Rows and speakers whose problems block Save and Dub. */
  blockingCount: number;
  save: () => Promise<boolean>;
  dub: () => Promise<void>;
  isSaving: boolean;
  isDubbing: boolean;
}

/**
 * The transcript under review: edits held here until Save (PUT segments),
 * and 'Dub', which saves unsaved edits first, then starts the dub (POST
 * dub). Each answer is the record, put where the page reads it, so the
 * polling resumes while it dubs. The server's message shows on a refusal.
 */
export function useSegmentEditor(record: TranslationRecord): SegmentEditor {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const nameSpeaker = useCallback((speaker: number) => t('videoTranslation.review.defaultSpeaker', { number: speaker + 1 }), [t]);
  const [table, setTable] = useState(() => createSegmentTable(record.segments, record.speakers, nameSpeaker));
  const [isSaving, setIsSaving] = useState(false);
  const [isDubbing, setIsDubbing] = useState(false);
  const blockingCount = countBlockingProblems(table, record.source.duration_ms);

  const dispatch = useCallback((action: SegmentTableAction) => setTable((current) => segmentTableReducer(current, action)), []);

  useEffect(() => {
    if (!table.isDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [table.isDirty]);

  const keep = (saved: TranslationRecord) => {
    queryClient.setQueryData(TRANSLATION_QUERY_KEYS.detail(saved.id), saved);
    setTable(createSegmentTable(saved.segments, saved.speakers, nameSpeaker));
  };

  const saveTable = async (): Promise<boolean> => {
    if (blockingCount > 0) return false;
    try {
      keep(await saveTranslationSegments(toSaveSegmentsBody(record.id, table)));
      return true;
    } catch {
      // The API layer already showed the server's message.
      return false;
    }
  };

  const save = async () => {
    if (isSaving || isDubbing) return false;
    setIsSaving(true);
    const isSaved = await saveTable();
    setIsSaving(false);
    if (isSaved) showSuccessToast(t('videoTranslation.review.saved'));
    return isSaved;
  };

  const dub = async () => {
    if (isSaving || isDubbing) return;
    setIsDubbing(true);
    try {
      if (table.isDirty && !(await saveTable())) return;
      // An upload's translation is paid when it is dubbed: the same price the quote showed.
      const confirmed = await confirmCredits({
        title: t('videoTranslation.credits.title'),
        description: t('videoTranslation.credits.description', {
          minutes: Math.max(1, Math.ceil(record.source.duration_ms / 60_000)),
          count: record.target_languages.length,
        }),
        creditsNeeded: translationCreditCost(record.source.duration_ms, record.target_languages.length),
      });
      if (!confirmed) return;
      const dubbing = await dubTranslation(record.id);
      queryClient.setQueryData(TRANSLATION_QUERY_KEYS.detail(dubbing.id), dubbing);
      void queryClient.invalidateQueries({ queryKey: TRANSLATION_QUERY_KEYS.list });
      void queryClient.invalidateQueries({ queryKey: userInfoQueryOptions().queryKey });
    } catch {
      // The API layer already showed the server's message.
    } finally {
      setIsDubbing(false);
    }
  };

  return { table, dispatch, blockingCount, save, dub, isSaving, isDubbing };
}
