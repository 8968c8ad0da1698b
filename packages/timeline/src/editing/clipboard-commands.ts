import type { TimelineElement } from '../schema/element-schema.ts';
import type { EditCommand } from './edit-command.ts';
import { addElements } from './element-commands.ts';
import { requireElement } from './locate-elements.ts';

/** How far a pasted or duplicated copy is offset from its original on the canvas, reference px. */
export const pasteOffsetPx = 40;

/** Copies of elements with new ids, optionally moved on the canvas (music has no place on it). */
export function copyElements(elements: readonly TimelineElement[], nextId: () => string, offsetPx = 0): TimelineElement[] {
  return elements.map((element): TimelineElement => {
    const copy = structuredClone(element);
    copy.id = nextId();
    if (copy.type !== 'music' && offsetPx !== 0) {
      copy.x += offsetPx;
      copy.y += offsetPx;
    }
    return copy;
  });
}

/** Pastes copied elements into a scene (any scene: the clipboard holds the elements, not their place). */
export function pasteElements(sceneId: string, elements: readonly TimelineElement[], nextId: () => string, offsetPx = pasteOffsetPx): EditCommand {
  const copies = copyElements(elements, nextId, offsetPx);
  return { label: 'paste', build: (workspace) => addElements(sceneId, copies).build(workspace) };
}

/** Copies of elements in their own scene (Ctrl+D); the ids made are `copies[i].id`. */
export function duplicateElements(ids: readonly string[], nextId: () => string): EditCommand {
  return {
    label: 'duplicate',
    build(workspace) {
      const locations = ids.map((id) => requireElement(workspace, id));
      const sceneIds = [...new Set(locations.map((location) => workspace.scenes[location.sceneIndex]!.id!))];
      return sceneIds.flatMap((sceneId) => {
        const inScene = locations.filter((location) => workspace.scenes[location.sceneIndex]!.id === sceneId).map((location) => location.element);
        return addElements(sceneId, copyElements(inScene, nextId, pasteOffsetPx), 'duplicate').build(workspace);
      });
    },
  };
}
