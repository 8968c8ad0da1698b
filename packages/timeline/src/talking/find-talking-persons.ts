import type { PersonSpeech } from '../schema/element-prop-schema.ts';
import type { PersonElement } from '../schema/element-schema.ts';
import type { Workspace } from '../schema/workspace-schema.ts';

/** A person element that says something (`prop.speech`), and the scene it is in. */
export interface TalkingPerson {
  element: PersonElement & { prop: { speech: PersonSpeech } };
  sceneIndex: number;
}

/**
 * Every person that speaks, in scene, track and layer order. A person
 * without an id is given one here (`person-<scene>-<track index>-<layer>`),
 * since the render's voice, captions and face are keyed by it: the workspace
 * is changed in place.
 */
export function findTalkingPersons(workspace: Workspace): TalkingPerson[] {
  const persons: TalkingPerson[] = [];
  workspace.scenes.forEach((scene, sceneIndex) => {
    for (const track of scene.tracks) {
      track.layers.forEach((element, layerIndex) => {
        if (element.type !== 'person' || !element.prop.speech) return;
        element.id ??= `person-${sceneIndex}-${track.index}-${layerIndex}`;
        persons.push({ element: element as TalkingPerson['element'], sceneIndex });
      });
    }
  });
  return persons;
}
