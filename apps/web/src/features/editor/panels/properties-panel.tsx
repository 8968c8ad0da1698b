import { Box } from '@mantine/core';
import { findElement, type TimelineElement } from '@talkreel/timeline';
import { useEditorSnapshot } from '../hooks/use-editor.ts';
import { ElementProperties } from './properties/element-properties.tsx';
import { MultipleProperties } from './properties/multiple-properties.tsx';
import { SceneProperties } from './properties/scene-properties.tsx';

/**
 * The properties panel: the selected element's fields by type, what
 * several selected elements share, or (nothing selected) the scene and the
 * video. Every change is a command, so it is undone like any other edit.
 */
export function PropertiesPanel() {
  const { workspace, selection } = useEditorSnapshot();
  const elements = selection
    .map((id) => findElement(workspace, id)?.element)
    .filter((element): element is TimelineElement & { id: string } => element?.id !== undefined);
  const [first] = elements;
  return (
    <Box p="sm" data-testid="properties-panel" data-selection={elements.length}>
      {elements.length === 0 && <SceneProperties />}
      {/* Keyed by id: another element gets fresh inputs (no draft or lock carried over). */}
      {elements.length === 1 && first && <ElementProperties key={first.id} element={first} />}
      {elements.length > 1 && <MultipleProperties elements={elements} />}
    </Box>
  );
}
