import type { TimelineElement } from '../schema/element-schema.ts';
import type { Scene } from '../schema/scene-schema.ts';
import type { Workspace } from '../schema/workspace-schema.ts';
import type { PatchPath } from './document-patch.ts';

/** Where an element sits in the document. */
export interface ElementLocation {
  element: TimelineElement;
  sceneIndex: number;
  trackIndex: number;
  layerIndex: number;
  path: PatchPath;
}

export function elementPath(sceneIndex: number, trackIndex: number, layerIndex: number): PatchPath {
  return ['scenes', sceneIndex, 'tracks', trackIndex, 'layers', layerIndex];
}

/** Every element of the workspace with its place, scene by scene, track by track. */
export function listElementLocations(workspace: Workspace): ElementLocation[] {
  return workspace.scenes.flatMap((scene, sceneIndex) =>
    scene.tracks.flatMap((track, trackIndex) =>
      track.layers.map((element, layerIndex) => ({ element, sceneIndex, trackIndex, layerIndex, path: elementPath(sceneIndex, trackIndex, layerIndex) })),
    ),
  );
}

export function findElement(workspace: Workspace, id: string): ElementLocation | undefined {
  for (const [sceneIndex, scene] of workspace.scenes.entries()) {
    for (const [trackIndex, track] of scene.tracks.entries()) {
      const layerIndex = track.layers.findIndex((element) => element.id === id);
      if (layerIndex >= 0)
        return { element: track.layers[layerIndex]!, sceneIndex, trackIndex, layerIndex, path: elementPath(sceneIndex, trackIndex, layerIndex) };
    }
  }
  return undefined;
}

export function requireElement(workspace: Workspace, id: string): ElementLocation {
  const found = findElement(workspace, id);
  if (!found) throw new Error(`No element ${id} in this workspace`);
  return found;
}

export function findSceneIndex(workspace: Workspace, sceneId: string): number {
  return workspace.scenes.findIndex((scene) => scene.id === sceneId);
}

export function requireSceneIndex(workspace: Workspace, sceneId: string): number {
  const index = findSceneIndex(workspace, sceneId);
  if (index < 0) throw new Error(`No scene ${sceneId} in this workspace`);
  return index;
}

/** The elements of one scene in track and layer order. */
export function listSceneLayers(scene: Scene): TimelineElement[] {
  return scene.tracks.flatMap((track) => track.layers);
}

/** A short id no element or scene of the workspace has (the editor's ids are its own; stored ids are kept). */
export function createIdFactory(workspace: Workspace, random: () => number = Math.random): () => string {
  const taken = new Set<string>();
  for (const scene of workspace.scenes) {
    if (scene.id) taken.add(scene.id);
    for (const element of listSceneLayers(scene)) if (element.id) taken.add(element.id);
  }
  return () => {
    for (;;) {
      const id = `e${Math.floor(random() * 36 ** 8)
        .toString(36)
        .padStart(8, '0')}`;
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };
}

/**
 * Gives every scene and element an id (the editor addresses them by id, so a
 * reorder never points a command at the wrong one). Ids already there are
 * kept; duplicates get a new one. Returns the same object when nothing lacked one.
 */
export function withEditorIds(workspace: Workspace, random: () => number = Math.random): Workspace {
  const nextId = createIdFactory(workspace, random);
  const seen = new Set<string>();
  const fresh = (id: string | undefined) => {
    if (id !== undefined && !seen.has(id)) {
      seen.add(id);
      return id;
    }
    const created = nextId();
    seen.add(created);
    return created;
  };
  let changed = false;
  const scenes = workspace.scenes.map((scene) => {
    const sceneId = fresh(scene.id);
    let sceneChanged = sceneId !== scene.id;
    const tracks = scene.tracks.map((track) => {
      let trackChanged = false;
      const layers = track.layers.map((element) => {
        const id = fresh(element.id);
        if (id === element.id) return element;
        trackChanged = true;
        return { ...element, id };
      });
      if (!trackChanged) return track;
      sceneChanged = true;
      return { ...track, layers };
    });
    if (!sceneChanged) return scene;
    changed = true;
    return { ...scene, id: sceneId, tracks };
  });
  return changed ? { ...workspace, scenes } : workspace;
}
