/** The editor's canvas strings (under `editor.canvas`). */
export const enEditorCanvas = {};
