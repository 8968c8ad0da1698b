import type { TimelineElement } from '../schema/element-schema.ts';
import type { Scene } from '../schema/scene-schema.ts';
import { workspaceLimits } from '../schema/workspace-limits.ts';
import type { Workspace } from '../schema/workspace-schema.ts';
import type { DocumentPatch } from './document-patch.ts';
import type { EditCommand } from './edit-command.ts';
import { setFieldPatch } from './element-commands.ts';
import { requireSceneIndex } from './locate-elements.ts';

/** A new empty scene: 5 s, the colour of the scene it follows. */
export function createBlankScene(id: string, bgColor = '#000000', durationMs = 5000): Scene {
  return { id, duration: durationMs, bg_color: bgColor, tracks: [] };
}

/** Inserts a scene at `index` (0 = first). Nothing happens at the scene limit. */
export function addScene(index: number, scene: Scene): EditCommand {
  return {
    label: 'addScene',
    build(workspace) {
      if (workspace.scenes.length >= workspaceLimits.maxScenes) return [];
      const at = Math.max(0, Math.min(workspace.scenes.length, Math.round(index)));
      return [{ op: 'insert', path: ['scenes', at], value: scene }];
    },
  };
}

/** A copy of a scene right after it, every element with a new id from `nextId`. */
export function duplicateScene(sceneId: string, nextId: () => string): EditCommand {
  return {
    label: 'duplicateScene',
    build(workspace) {
      if (workspace.scenes.length >= workspaceLimits.maxScenes) return [];
      const index = requireSceneIndex(workspace, sceneId);
      const scene = workspace.scenes[index]!;
      const copy: Scene = {
        ...scene,
        id: nextId(),
        tracks: scene.tracks.map((track) => ({ ...track, layers: track.layers.map((layer): TimelineElement => ({ ...layer, id: nextId() })) })),
      };
      return [{ op: 'insert', path: ['scenes', index + 1], value: copy }];
    },
  };
}

/** Removes a scene; the last one stays (a workspace has at least one). */
export function deleteScene(sceneId: string): EditCommand {
  return {
    label: 'deleteScene',
    build(workspace) {
      if (workspace.scenes.length <= 1) return [];
      return [{ op: 'remove', path: ['scenes', requireSceneIndex(workspace, sceneId)] }];
    },
  };
}

/** Moves a scene to position `toIndex` (in the list without it). */
export function moveScene(sceneId: string, toIndex: number): EditCommand {
  return {
    label: 'moveScene',
    build(workspace) {
      const from = requireSceneIndex(workspace, sceneId);
      const to = Math.max(0, Math.min(workspace.scenes.length - 1, Math.round(toIndex)));
      if (from === to) return [];
      return [
        { op: 'remove', path: ['scenes', from] },
        { op: 'insert', path: ['scenes', to], value: workspace.scenes[from] },
      ];
    },
  };
}

export interface SceneFields {
  bg_color?: string;
  duration?: number;
}

export function setSceneFields(sceneId: string, fields: SceneFields): EditCommand {
  return {
    label: 'changeScene',
    build(workspace) {
      const index = requireSceneIndex(workspace, sceneId);
      const patches: DocumentPatch[] = [];
      for (const [name, value] of Object.entries(fields)) {
        const normalised = name === 'duration' ? Math.round(Math.max(100, Math.min(workspaceLimits.maxDurationMs, value as number))) : value;
        const patch = setFieldPatch(workspace, ['scenes', index], [name], normalised);
        if (patch) patches.push(patch);
      }
      return patches;
    },
  };
}

export interface VideoFields {
  render_subtitle?: boolean;
  preview_cover_time?: number;
  condition?: string;
}

/** Fields of the whole video (burn captions, the cover time). */
export function setVideoFields(fields: VideoFields): EditCommand {
  return {
    label: 'changeVideo',
    build(workspace: Workspace) {
      return Object.entries(fields)
        .map(([name, value]) => setFieldPatch(workspace, [], [name], value))
        .filter((patch): patch is DocumentPatch => patch !== null);
    },
  };
}
