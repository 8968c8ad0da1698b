import type { Workspace } from '@talkreel/timeline';
import { useState } from 'react';
import { EditorCanvas } from '../canvas/editor-canvas.tsx';
import { EditorStoreContext } from '../hooks/use-editor.ts';
import { useAutosave } from '../hooks/use-autosave.ts';
import { SceneList } from '../panels/scene-list.tsx';
import { PropertiesPanel } from '../panels/properties-panel.tsx';
import { EditorStore } from '../state/editor-store.ts';
import { TimelinePanel } from '../timeline/timeline-panel.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import classes from './editor-layout.module.css';

export interface EditorSessionProps {
  projectId: string;
  index: number;
  version: number;
  workspace: Workspace;
  mediaUrls: Record<string, string>;
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

function EditorAreas({ projectId, index, version, store }: EditorSessionProps & { store: EditorStore }) {
  const autosave = useAutosave(store, projectId, index, version);
  return (
    <div className={classes.layout} data-testid="editor-root">
      <div className={classes.toolbar}>
        <EditorToolbar autosave={autosave} projectId={projectId} index={index} />
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
    </div>
  );
}
