/** The scene list's strings (under `editor.scenes`). */
export const enEditorScenes = {
  title: 'Scenes',
  add: 'Add scene',
  card: 'Scene {{number}}, {{duration}}',
  number: 'Scene {{number}}',
  actions: 'Scene {{number}} actions',
  duplicate: 'Duplicate',
  moveUp: 'Move up',
  moveDown: 'Move down',
  moveLeft: 'Move left',
  moveRight: 'Move right',
  delete: 'Delete',
  deleteOnly: 'A video keeps at least one scene',
  background: 'Background colour',
  backgroundLabel: 'Background of scene {{number}}',
  reorderHint: 'Drag to reorder, or press Alt+Arrow keys',
  moved: 'Scene moved to position {{position}}',
};
