import type { Workspace } from '../schema/workspace-schema.ts';
import type { ListeningPerson } from './find-listening-persons.ts';

/**
 * A listener stays on screen until its scene ends (the scene was fitted to
 * the speaker's speech first, `fitScenesToSpeech`); its start is kept. The
 * workspace is changed in place.
 */
export function fitListenersToScenes(workspace: Workspace, listeners: readonly ListeningPerson[]): void {
  for (const { element, sceneIndex } of listeners) {
    const sceneDuration = workspace.scenes[sceneIndex]?.duration ?? element.timeline.end;
    element.timeline = { ...element.timeline, end: sceneDuration };
  }
}
