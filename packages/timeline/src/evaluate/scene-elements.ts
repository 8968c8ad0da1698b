import type { TimelineElement } from '../schema/element-schema.ts';
import type { Scene } from '../schema/scene-schema.ts';

export interface PlacedElement {
  element: TimelineElement;
  /** `element.id`, or `s<scene>.t<track>.l<layer>` (array positions) when it has none. */
  key: string;
  sceneIndex: number;
  /** Position of the track in `scene.tracks`. */
  trackPosition: number;
  /** The track's `index` (its stacking order). */
  trackIndex: number;
  layerIndex: number;
}

export function getElementKey(element: TimelineElement, sceneIndex: number, trackPosition: number, layerIndex: number): string {
  return element.id ?? `s${sceneIndex}.t${trackPosition}.l${layerIndex}`;
}

/** Every element of a scene, bottom to top: by zindex, then track index, then track and layer order. */
export function listSceneElements(scene: Scene, sceneIndex: number): PlacedElement[] {
  const placed = scene.tracks.flatMap((track, trackPosition) =>
    track.layers.map((element, layerIndex) => ({
      element,
      key: getElementKey(element, sceneIndex, trackPosition, layerIndex),
      sceneIndex,
      trackPosition,
      trackIndex: track.index,
      layerIndex,
    })),
  );
  return placed.sort(
    (a, b) => a.element.zindex - b.element.zindex || a.trackIndex - b.trackIndex || a.trackPosition - b.trackPosition || a.layerIndex - b.layerIndex,
  );
}
