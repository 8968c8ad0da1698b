import type { Workspace } from '../schema/workspace-schema.ts';
import { applyPatches, type DocumentPatch } from './document-patch.ts';
import type { EditCommand, EditLabel } from './edit-command.ts';

/** One undoable step: the patches that made it and their exact inverse. */
export interface HistoryEntry {
  label: EditLabel;
  forward: DocumentPatch[];
  inverse: DocumentPatch[];
  /** Set while a gesture (a drag, a trim, a slider) is still adding to this entry. */
  gesture?: string;
}

export interface ExecuteOptions {
  /**
   * A gesture id: every command executed with the same id right after one
   * another joins one entry, so a drag of 60 pointer moves is undone at once.
   */
  gesture?: string;
}

/** At least the 100 steps, with room. */
export const defaultHistoryLimit = 200;

/**
 * The editor's undo and redo. Each executed command is applied as patches
 * with structural sharing, and its inverse is kept; undo applies the inverse,
 * redo the patches again. The history holds no workspace copies.
 */
export class EditHistory {
  readonly #limit: number;
  #undo: HistoryEntry[] = [];
  #redo: HistoryEntry[] = [];

  constructor(limit = defaultHistoryLimit) {
    this.#limit = limit;
  }

  get canUndo(): boolean {
    return this.#undo.length > 0;
  }

  get canRedo(): boolean {
    return this.#redo.length > 0;
  }

  get undoLabel(): EditLabel | undefined {
    return this.#undo.at(-1)?.label;
  }

  get redoLabel(): EditLabel | undefined {
    return this.#redo.at(-1)?.label;
  }

  get size(): number {
    return this.#undo.length;
  }

  /** Applies a command; returns the new workspace (the same one when it changed nothing). */
  execute(workspace: Workspace, command: EditCommand, options: ExecuteOptions = {}): Workspace {
    return this.apply(workspace, command.label, command.build(workspace), options);
  }

  /** Applies patches built elsewhere as one entry (or into the open gesture's entry). */
  apply(workspace: Workspace, label: EditLabel, patches: DocumentPatch[], options: ExecuteOptions = {}): Workspace {
    if (patches.length === 0) return workspace;
    const { document, inverse } = applyPatches(workspace, patches);
    const top = this.#undo.at(-1);
    if (options.gesture !== undefined && top?.gesture === options.gesture) {
      top.forward.push(...patches);
      top.inverse.unshift(...inverse);
    } else {
      if (top) delete top.gesture;
      this.#undo.push({ label, forward: [...patches], inverse, ...(options.gesture !== undefined ? { gesture: options.gesture } : {}) });
      if (this.#undo.length > this.#limit) this.#undo.shift();
    }
    this.#redo = [];
    return document;
  }

  /** Ends the open gesture: the next command starts a new entry even with the same id. */
  endGesture(): void {
    const top = this.#undo.at(-1);
    if (top) delete top.gesture;
  }

  undo(workspace: Workspace): Workspace {
    const entry = this.#undo.pop();
    if (!entry) return workspace;
    delete entry.gesture;
    this.#redo.push(entry);
    return applyPatches(workspace, entry.inverse).document;
  }

  redo(workspace: Workspace): Workspace {
    const entry = this.#redo.pop();
    if (!entry) return workspace;
    this.#undo.push(entry);
    return applyPatches(workspace, entry.forward).document;
  }

  clear(): void {
    this.#undo = [];
    this.#redo = [];
  }
}
