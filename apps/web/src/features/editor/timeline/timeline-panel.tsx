/** The timeline under the canvas (built in its own change): one row per layer of the current scene. */
export function TimelinePanel() {
  return <div data-testid="editor-timeline" />;
}
