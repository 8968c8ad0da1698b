import { getWorkspaceDurationMs } from '@talkreel/timeline';
import { useEffect } from 'react';
import { nudgeSelection } from '../canvas/nudge-selection.ts';
import { copySelection, cutSelection, deleteSelection, duplicateSelection, pasteClipboard } from '../state/editor-actions.ts';
import { frameMs, type EditorStore } from '../state/editor-store.ts';
import { splitAtPlayhead } from '../timeline/split-at-playhead.ts';

/** Where typing goes to a field, the editor's single-key shortcuts stay out of the way. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  // Sliders, radio groups, lists and menus use the arrow keys themselves.
  if (target.closest('[role="slider"], [role="radiogroup"], [role="listbox"], [role="combobox"], [role="menu"], [role="option"]')) return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'range', 'color'].includes(type);
}

/**
 * The editor's keyboard: Space plays or pauses; ←/→ step a frame (Shift: a
 * second) or, with a selection, nudge it 1 px (Shift: 10 px), as do ↑/↓;
 * Home/End; Delete; Ctrl/Cmd+Z, Ctrl+Shift+Z and Ctrl+Y; Ctrl+C/X/V;
 * Ctrl+D duplicates; S splits at the playhead; Escape clears the selection;
 * `?` opens the shortcut sheet.
 */
export function useEditorShortcuts(store: EditorStore, openShortcutSheet: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      // A dialog (the shortcut sheet, the voice dialog, a conflict) owns the keyboard while open.
      if (event.target instanceof HTMLElement && event.target.closest('[role="dialog"]')) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key;
      const hasSelection = store.selection.length > 0;
      const step = event.shiftKey ? 10 : 1;
      const { timeMs } = store.getPlayback();
      let handled = true;
      if (mod && !event.altKey) {
        const lower = key.toLowerCase();
        if (lower === 'z' && event.shiftKey) store.redo();
        else if (lower === 'z') store.undo();
        else if (lower === 'y') store.redo();
        else if (lower === 'c' && hasSelection) copySelection(store);
        else if (lower === 'x' && hasSelection) cutSelection(store);
        else if (lower === 'v') pasteClipboard(store);
        else if (lower === 'd') duplicateSelection(store);
        else handled = false;
      } else if (event.altKey) {
        handled = false;
      } else if (key === ' ') {
        if (event.target instanceof HTMLElement && event.target.closest('button, [role="button"], a')) return;
        store.togglePlay();
      } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
        const sign = key === 'ArrowLeft' ? -1 : 1;
        if (hasSelection) nudgeSelection(store, sign * step, 0);
        else store.seek(timeMs + sign * (event.shiftKey ? 1000 : frameMs));
      } else if ((key === 'ArrowUp' || key === 'ArrowDown') && hasSelection) {
        nudgeSelection(store, 0, (key === 'ArrowUp' ? -1 : 1) * step);
      } else if (key === 'Home') store.seek(0);
      else if (key === 'End') store.seek(getWorkspaceDurationMs(store.workspace));
      else if (key === 'Delete' || key === 'Backspace') deleteSelection(store);
      else if (key === 's' || key === 'S') splitAtPlayhead(store);
      else if (key === 'Escape' && hasSelection) store.select([]);
      else if (key === '?') openShortcutSheet();
      else handled = false;
      if (handled) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [store, openShortcutSheet]);
}
