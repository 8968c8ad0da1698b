/** The editing canvas (built in its own change): the preview painting with selection, handles and guides. */
export function EditorCanvas() {
  return <div data-testid="editor-canvas" />;
}
