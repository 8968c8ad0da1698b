/** The editor's timeline strings (under `editor.timeline`). */
export const enEditorTimeline = {};
