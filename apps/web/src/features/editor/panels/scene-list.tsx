/** The scene list (built in its own change). */
export function SceneList() {
  return <div data-testid="editor-scenes" />;
}
