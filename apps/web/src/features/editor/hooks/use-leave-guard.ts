import { useEffect } from 'react';
import type { EditorStore } from '../state/editor-store.ts';

/**
 * Leaving with unsaved changes asks first: closing or reloading the tab gets
 * the browser's own question, and a click on a link inside the app gets
 * `question`; when the user goes, what is unsaved is saved on the way out.
 */
export function useLeaveGuard(store: EditorStore, question: string, saveNow: () => Promise<boolean>): void {
  useEffect(() => {
    const hasUnsaved = () => {
      const { revision, savedRevision } = store.getSnapshot();
      return revision !== savedRevision;
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      if (!hasUnsaved() || event.defaultPrevented || event.button !== 0) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!link || link.getAttribute('download') !== null || link.getAttribute('target') === '_blank') return;
      if (window.confirm(question)) void saveNow();
      else {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      // Left by other means (the browser's back button): what is unsaved still goes to the server.
      if (hasUnsaved()) void saveNow();
    };
  }, [store, question, saveNow]);
}
