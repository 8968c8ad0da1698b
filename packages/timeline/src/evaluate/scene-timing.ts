import type { Scene } from '../schema/scene-schema.ts';
import type { Workspace } from '../schema/workspace-schema.ts';

export interface ScenePlacement {
  scene: Scene;
  sceneIndex: number;
  /** Where the scene starts on the workspace timeline, ms. */
  startMs: number;
}

/** The whole video's length: the scenes' durations added up, ms. */
export function getWorkspaceDurationMs(workspace: Workspace): number {
  return workspace.scenes.reduce((totalMs, scene) => totalMs + scene.duration, 0);
}

/** Each scene with its start on the workspace timeline. */
export function listScenePlacements(workspace: Workspace): ScenePlacement[] {
  let startMs = 0;
  return workspace.scenes.map((scene, sceneIndex) => {
    const placement = { scene, sceneIndex, startMs };
    startMs += scene.duration;
    return placement;
  });
}

/** The scene playing at `timeMs`, or undefined before 0 and from the end on (the end is exclusive). */
export function findSceneAt(workspace: Workspace, timeMs: number): ScenePlacement | undefined {
  if (timeMs < 0) return undefined;
  return listScenePlacements(workspace).find((placement) => timeMs < placement.startMs + placement.scene.duration);
}
