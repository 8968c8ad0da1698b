/** The editor's canvas strings (under `editor.canvas`). */
export const enEditorCanvas = {
  label: 'Video canvas: click an element to select it, drag to move it, double-click a text to edit it',
  time: '{{time}} / {{duration}}',
  editText: 'Edit text',
  mediaError: 'Media load error, please retry',
  imageError: 'Failed to display image',
  retry: 'Retry',
  loading: 'Loading the preview…',
};
