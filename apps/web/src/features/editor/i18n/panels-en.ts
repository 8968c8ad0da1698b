/** The editor's panels strings (under `editor.panels`). */
export const enEditorPanels = {};
