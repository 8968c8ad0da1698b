import type { Workspace } from '../schema/workspace-schema.ts';
import type { TalkingPerson } from './find-talking-persons.ts';

/**
 * A scene with speaking persons lasts until the last of them stops talking
 * (rounded to a whole ms, at least 1): what ran to the scene's end before (a
 * background, a speaker's frame, a name tag) runs to its new end, and nothing
 * runs past it. Scenes without a speaking person keep their duration. The
 * workspace is changed in place.
 */
export function fitScenesToSpeech(workspace: Workspace, persons: readonly TalkingPerson[]): void {
  const sceneEnds = new Map<number, number>();
  for (const person of persons) sceneEnds.set(person.sceneIndex, Math.max(sceneEnds.get(person.sceneIndex) ?? 0, person.element.timeline.end));
  for (const [sceneIndex, endMs] of sceneEnds) {
    const scene = workspace.scenes[sceneIndex];
    if (!scene) continue;
    const plannedMs = scene.duration;
    scene.duration = Math.max(1, Math.round(endMs));
    for (const track of scene.tracks) {
      for (const element of track.layers) {
        if (element.timeline.end >= plannedMs || element.timeline.end > scene.duration) element.timeline = { ...element.timeline, end: scene.duration };
      }
    }
  }
}
