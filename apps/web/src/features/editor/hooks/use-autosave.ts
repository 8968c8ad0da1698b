import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { BusinessCode, saveWorkspaceRoute } from '@talkreel/contract';
import { apiRequest } from '../../../api/api-request.ts';
import { isApiError } from '../../../api/api-error.ts';
import type { EditorStore } from '../state/editor-store.ts';
import { useEditorSnapshot } from './use-editor.ts';

/** How long after the last change the editor saves, ms. */
export const AUTOSAVE_DELAY_MS = 1000;

export type SaveState = { state: 'saved' } | { state: 'unsaved' } | { state: 'saving' } | { state: 'conflict' } | { state: 'failed'; message: string };

export interface Autosave {
  save: SaveState;
  /** Saves now (Export saves first); resolves false when the save did not go through. */
  flush: () => Promise<boolean>;
  /** After a conflict: save this tab's version over the other one (over `latestVersion`). */
  keepMine: (latestVersion: number) => Promise<boolean>;
}

/**
 * Saves the workspace about a second after the last change through
 * PUT /project/workspace with the version it was loaded or last saved at.
 * A save the server refuses with 40900 (someone saved in between) stops
 * autosaving and reports a conflict: the page asks what to do, and nothing
 * is overwritten silently.
 */
export function useAutosave(store: EditorStore, projectId: string, index: number, loadedVersion: number): Autosave {
  const snapshot = useEditorSnapshot();
  const versionRef = useRef(loadedVersion);
  const inFlightRef = useRef<Promise<boolean> | null>(null);
  const [save, setSave] = useState<SaveState>({ state: 'saved' });
  const isConflictRef = useRef(false);

  const saveNow = useCallback(
    async (overVersion?: number): Promise<boolean> => {
      while (inFlightRef.current) await inFlightRef.current;
      const { revision, savedRevision, workspace } = store.getSnapshot();
      if (revision === savedRevision && overVersion === undefined) return true;
      if (isConflictRef.current && overVersion === undefined) return false;
      setSave({ state: 'saving' });
      const request = (async () => {
        try {
          const { version } = await apiRequest(saveWorkspaceRoute, {
            body: { project_id: projectId, index, version: overVersion ?? versionRef.current, workspace },
            isSilent: true,
          });
          versionRef.current = version;
          isConflictRef.current = false;
          store.markSaved(revision);
          const latest = store.getSnapshot();
          setSave(latest.revision === latest.savedRevision ? { state: 'saved' } : { state: 'unsaved' });
          return true;
        } catch (error) {
          if (isApiError(error) && error.code === BusinessCode.conflict) {
            isConflictRef.current = true;
            setSave({ state: 'conflict' });
          } else setSave({ state: 'failed', message: error instanceof Error ? error.message : String(error) });
          return false;
        }
      })();
      inFlightRef.current = request;
      try {
        return await request;
      } finally {
        inFlightRef.current = null;
      }
    },
    [store, projectId, index],
  );

  // A change starts (or restarts) the one-second wait.
  useEffect(() => {
    if (snapshot.revision === snapshot.savedRevision || isConflictRef.current) return undefined;
    setSave((current) => (current.state === 'saving' ? current : { state: 'unsaved' }));
    const timer = window.setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [snapshot.revision, snapshot.savedRevision, saveNow]);

  const flush = useCallback(() => saveNow(), [saveNow]);
  const keepMine = useCallback((latestVersion: number) => saveNow(latestVersion), [saveNow]);
  return useMemo(() => ({ save, flush, keepMine }), [save, flush, keepMine]);
}
