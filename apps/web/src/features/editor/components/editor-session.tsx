import type { Workspace } from '@talkreel/timeline';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorCanvas } from '../canvas/editor-canvas.tsx';
import { EditorStoreContext } from '../hooks/use-editor.ts';
import { useAutosave } from '../hooks/use-autosave.ts';
import { useEditorShortcuts } from '../hooks/use-editor-shortcuts.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { SceneList } from '../panels/scene-list.tsx';
import { PropertiesPanel } from '../panels/properties-panel.tsx';
import { EditorStore } from '../state/editor-store.ts';
import { TimelinePanel } from '../timeline/timeline-panel.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { SaveConflictDialog } from './save-conflict-dialog.tsx';
import { ShortcutSheet } from './shortcut-sheet.tsx';
import classes from './editor-layout.module.css';

export interface EditorSessionProps {
  projectId: string;
  index: number;
  version: number;
  workspace: Workspace;
  mediaUrls: Record<string, string>;
  /** After a conflict: open the server's version instead (a new session). */
  onReloadTheirs: () => void;
}

/** One editing session of one workspace: its store, autosave, and the four areas around the canvas. */
export function EditorSession(props: EditorSessionProps) {
  const [store] = useState(() => new EditorStore(props.workspace, props.mediaUrls));
  return (
    <EditorStoreContext value={store}>
      <EditorAreas {...props} store={store} />
    </EditorStoreContext>
  );
}

function EditorAreas({ projectId, index, version, store, onReloadTheirs }: EditorSessionProps & { store: EditorStore }) {
  const { t } = useTranslation();
  const autosave = useAutosave(store, projectId, index, version);
  const [isShortcutSheetOpen, setIsShortcutSheetOpen] = useState(false);
  const openShortcutSheet = useCallback(() => setIsShortcutSheetOpen(true), []);
  useEditorShortcuts(store, openShortcutSheet);
  useLeaveGuard(store, t('editor.save.leave'), autosave.flush);
  useDocumentTitle(`${t('editor.title')} · ${t('app.name')}`);
  return (
    <div className={classes.layout} data-testid="editor-root">
      <div className={classes.toolbar}>
        <EditorToolbar autosave={autosave} projectId={projectId} index={index} onOpenShortcuts={openShortcutSheet} />
      </div>
      <div className={classes.scenes}>
        <SceneList />
      </div>
      <div className={classes.canvas}>
        <EditorCanvas />
      </div>
      <div className={classes.properties}>
        <PropertiesPanel />
      </div>
      <div className={classes.timeline}>
        <TimelinePanel />
      </div>
      <ShortcutSheet isOpen={isShortcutSheetOpen} onClose={() => setIsShortcutSheetOpen(false)} />
      <SaveConflictDialog projectId={projectId} index={index} autosave={autosave} onReloadTheirs={onReloadTheirs} />
    </div>
  );
}
