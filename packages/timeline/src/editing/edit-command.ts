import type { Workspace } from '../schema/workspace-schema.ts';
import type { DocumentPatch } from './document-patch.ts';

/** What the history lists an entry as (the editor translates it: `editor.history.<label>`). */
export type EditLabel =
  | 'move'
  | 'resize'
  | 'rotate'
  | 'change'
  | 'add'
  | 'delete'
  | 'paste'
  | 'duplicate'
  | 'arrange'
  | 'retime'
  | 'trim'
  | 'split'
  | 'addScene'
  | 'duplicateScene'
  | 'deleteScene'
  | 'moveScene'
  | 'changeScene'
  | 'changeVideo'
  | 'speech'
  | 'subtitles';

/**
 * One edit the user makes. `build` reads the workspace as it is and returns
 * the patches that make the change (empty when there is nothing to change);
 * the history applies them and keeps their exact inverse.
 */
export interface EditCommand {
  label: EditLabel;
  build(workspace: Workspace): DocumentPatch[];
}
