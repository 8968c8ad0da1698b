import { listSceneElements } from '../evaluate/scene-elements.ts';
import type { TimelineElement } from '../schema/element-schema.ts';
import { readPath, type DocumentPatch, type PatchPath } from './document-patch.ts';
import type { EditCommand, EditLabel } from './edit-command.ts';
import { requireElement, requireSceneIndex } from './locate-elements.ts';

/** A field of an element by its path inside the element (`['prop', 'textInfo', 'color']`); `undefined` removes it. */
export interface FieldChange {
  path: PatchPath;
  value: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The patch that sets `path` under `base` to `value`. Objects missing on the
 * way are created by setting the first missing one whole (so the inverse
 * removes it again); an unchanged value gives no patch.
 */
export function setFieldPatch(document: unknown, base: PatchPath, path: PatchPath, value: unknown): DocumentPatch | null {
  for (let depth = 1; depth < path.length; depth += 1) {
    const prefix = [...base, ...path.slice(0, depth)];
    if (!isRecord(readPath(document, prefix))) {
      if (value === undefined) return null;
      let built: unknown = value;
      for (let index = path.length - 1; index >= depth; index -= 1) built = { [path[index] as string]: built };
      return { op: 'set', path: prefix, value: built };
    }
  }
  const full = [...base, ...path];
  const current = readPath(document, full);
  if (Object.is(current, value)) return null;
  if (value === undefined && !Object.prototype.hasOwnProperty.call(readPath(document, full.slice(0, -1)) ?? {}, full[full.length - 1]!)) return null;
  return { op: 'set', path: full, value };
}

/** Sets fields of several elements as one edit (a drag of a multiple selection, a panel field). */
export function setElementFields(changes: readonly { id: string; fields: readonly FieldChange[] }[], label: EditLabel = 'change'): EditCommand {
  return {
    label,
    build(workspace) {
      const patches: DocumentPatch[] = [];
      for (const { id, fields } of changes) {
        const location = requireElement(workspace, id);
        for (const field of fields) {
          const patch = setFieldPatch(workspace, location.path, field.path, field.value);
          if (patch) patches.push(patch);
        }
      }
      // Sequential patches on one element see each other's effect: apply order = listed order.
      return patches;
    },
  };
}

export interface EditBox {
  x: number;
  y: number;
  w: number;
  h: number;
  r?: number;
}

/** Puts elements at new boxes (move, resize, rotate). */
export function setElementBoxes(boxes: readonly ({ id: string } & Partial<EditBox>)[], label: EditLabel): EditCommand {
  return setElementFields(
    boxes.map(({ id, ...box }) => ({
      id,
      fields: (Object.entries(box) as [keyof EditBox, number][]).map(([name, value]) => ({ path: [name], value: Math.round(value * 100) / 100 })),
    })),
    label,
  );
}

/**
 * Adds an element to a scene: onto the scene's first track of its type, or a
 * new track above the others. Its zindex puts it on top.
 */
export function addElements(sceneId: string, elements: readonly TimelineElement[], label: EditLabel = 'add'): EditCommand {
  return {
    label,
    build(workspace) {
      const sceneIndex = requireSceneIndex(workspace, sceneId);
      const scene = workspace.scenes[sceneIndex]!;
      const patches: DocumentPatch[] = [];
      const topZ = Math.max(0, ...scene.tracks.flatMap((track) => track.layers.map((layer) => layer.zindex)));
      const appended = new Map<number, number>();
      const newTracks = new Map<string, number>();
      let trackCount = scene.tracks.length;
      let nextTrackNumber = Math.max(-1, ...scene.tracks.map((track) => track.index)) + 1;
      for (const [offset, element] of elements.entries()) {
        const placed = { ...element, zindex: topZ + 1 + offset };
        const trackIndex = scene.tracks.findIndex((track) => track.type === element.type);
        const newTrackIndex = newTracks.get(element.type);
        if (trackIndex < 0 && newTrackIndex === undefined) {
          newTracks.set(element.type, trackCount);
          appended.set(trackCount, 1);
          patches.push({
            op: 'insert',
            path: ['scenes', sceneIndex, 'tracks', trackCount],
            value: { type: element.type, index: nextTrackNumber, layers: [placed] },
          });
          trackCount += 1;
          nextTrackNumber += 1;
          continue;
        }
        const target = trackIndex >= 0 ? trackIndex : newTrackIndex!;
        const layerIndex = (scene.tracks[target]?.layers.length ?? 0) + (appended.get(target) ?? 0);
        appended.set(target, (appended.get(target) ?? 0) + 1);
        patches.push({ op: 'insert', path: ['scenes', sceneIndex, 'tracks', target, 'layers', layerIndex], value: placed });
      }
      return patches;
    },
  };
}

/** Removes elements wherever they are; emptied tracks stay (a track costs nothing and keeps the layer order). */
export function deleteElements(ids: readonly string[]): EditCommand {
  return {
    label: 'delete',
    build(workspace) {
      const locations = ids.map((id) => requireElement(workspace, id));
      // Last first, so earlier indexes stay valid.
      locations.sort((a, b) => b.sceneIndex - a.sceneIndex || b.trackIndex - a.trackIndex || b.layerIndex - a.layerIndex);
      return locations.map((location) => ({ op: 'remove', path: location.path }));
    },
  };
}

export type ArrangeMove = 'forward' | 'backward' | 'front' | 'back';

/**
 * Moves an element one step (or all the way) up or down the scene's drawing
 * order, then numbers the scene's zindexes 0…n−1 in that order (only the
 * changed ones are written).
 */
export function arrangeElement(id: string, move: ArrangeMove): EditCommand {
  return {
    label: 'arrange',
    build(workspace) {
      const { sceneIndex } = requireElement(workspace, id);
      const order = listSceneElements(workspace.scenes[sceneIndex]!, sceneIndex);
      const from = order.findIndex((placed) => placed.element.id === id);
      const to = { forward: Math.min(order.length - 1, from + 1), backward: Math.max(0, from - 1), front: order.length - 1, back: 0 }[move];
      if (from === to) return [];
      const [moved] = order.splice(from, 1);
      order.splice(to, 0, moved!);
      const patches: DocumentPatch[] = [];
      order.forEach((placed, zindex) => {
        if (placed.element.zindex !== zindex) {
          patches.push({ op: 'set', path: ['scenes', sceneIndex, 'tracks', placed.trackPosition, 'layers', placed.layerIndex, 'zindex'], value: zindex });
        }
      });
      return patches;
    },
  };
}
