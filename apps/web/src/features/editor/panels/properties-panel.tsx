/** The properties panel (built in its own change). */
export function PropertiesPanel() {
  return <div data-testid="editor-properties" />;
}
