import { listSceneElements, type ElementType, type Scene, type TimelineElement } from '@talkreel/timeline';

/** How a row names its element; the panel turns `kind` into words (`editor.timeline.names.<kind>`). */
export interface ElementName {
  kind: 'text' | 'media' | 'person' | 'shape' | 'subtitle' | 'music';
  /** The text, the file name or the subtitle's words; empty when there is none. */
  detail: string;
}

export interface TimelineRow {
  id: string;
  type: ElementType;
  element: TimelineElement;
  name: ElementName;
  /** The cross-in and cross-out lengths, ms (0 without one), at most the slot's length. */
  crossInMs: number;
  crossOutMs: number;
}

/** Longest name a row header shows (it is cut with an ellipsis anyway; this keeps the DOM small). */
const maxDetailLength = 60;

function fileName(path: string): string {
  const withoutQuery = path.split(/[?#]/u)[0] ?? path;
  const last = withoutQuery.split('/').filter(Boolean).at(-1) ?? withoutQuery;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

function oneLine(text: string): string {
  return text.replace(/\s+/gu, ' ').trim().slice(0, maxDetailLength);
}

export function nameElement(element: TimelineElement): ElementName {
  switch (element.type) {
    case 'text':
      return { kind: 'text', detail: oneLine(element.prop.textInfo?.text ?? '') };
    case 'subtitle':
      return { kind: 'subtitle', detail: oneLine(element.subtitle.text) };
    case 'person':
      return { kind: 'person', detail: oneLine(element.prop.speech?.speaker ?? '') };
    case 'shape':
      return { kind: 'shape', detail: '' };
    case 'music':
      return { kind: 'music', detail: oneLine(element.prop.meta?.name ?? fileName(element.path)) };
    case 'video':
    case 'pic':
      return { kind: 'media', detail: oneLine(element.prop.meta?.name ?? fileName(element.path)) };
  }
}

/** One row per element of the scene, the topmost (drawn last) first, as a layers panel lists them. */
export function buildTimelineRows(scene: Scene, sceneIndex: number): TimelineRow[] {
  return listSceneElements(scene, sceneIndex)
    .reverse()
    .map(({ element, key }) => {
      const lengthMs = Math.max(0, element.timeline.end - element.timeline.start);
      const cross = element.timeline.cross;
      return {
        id: key,
        type: element.type,
        element,
        name: nameElement(element),
        crossInMs: cross?.in ? Math.min(lengthMs, cross.in_time) : 0,
        crossOutMs: cross?.out ? Math.min(lengthMs, cross.out_time) : 0,
      };
    });
}

/** The latest end of any element of the scene, ms (0 when it has none): where the scene's length snaps. */
export function findLatestElementEndMs(scene: Scene): number {
  return Math.max(0, ...scene.tracks.flatMap((track) => track.layers.map((element) => element.timeline.end)));
}
