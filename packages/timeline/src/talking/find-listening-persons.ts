import type { PersonListen } from '../schema/element-prop-schema.ts';
import type { PersonElement } from '../schema/element-schema.ts';
import type { Workspace } from '../schema/workspace-schema.ts';

/** A person element that listens (`prop.listen`, no speech), and the scene it is in. */
export interface ListeningPerson {
  element: PersonElement & { prop: { listen: PersonListen } };
  sceneIndex: number;
}

/**
 * Persons with `listen` and no speech, animated silent for their slot (a
 * podcast's other host), in scene, track and layer order. A listener without
 * an id is given one here (`listener-<scene>-<track index>-<layer>`): the
 * workspace is changed in place.
 */
export function findListeningPersons(workspace: Workspace): ListeningPerson[] {
  const persons: ListeningPerson[] = [];
  workspace.scenes.forEach((scene, sceneIndex) => {
    for (const track of scene.tracks) {
      track.layers.forEach((element, layerIndex) => {
        if (element.type !== 'person' || element.prop.speech || !element.prop.listen) return;
        element.id ??= `listener-${sceneIndex}-${track.index}-${layerIndex}`;
        persons.push({ element: element as ListeningPerson['element'], sceneIndex });
      });
    }
  });
  return persons;
}
