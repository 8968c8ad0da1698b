import { isPlayableElement, type TimelineElement } from '../schema/element-schema.ts';
import type { DocumentPatch } from './document-patch.ts';
import type { EditCommand } from './edit-command.ts';
import { setFieldPatch } from './element-commands.ts';
import { requireElement } from './locate-elements.ts';

/** The shortest slot an element keeps after a trim or split, ms. */
export const minElementDurationMs = 100;

function round(ms: number): number {
  return Math.round(ms);
}

/** Whether trimming the element's start also moves where its media starts playing (video, music, a person's video). */
function hasMediaPosition(element: TimelineElement): boolean {
  return isPlayableElement(element) && !(element.type === 'person' && element.prop.speech);
}

/** Moves elements in time keeping their length (a drag on the timeline); `deltaMs` is clamped so none starts before 0. */
export function shiftElementsInTime(ids: readonly string[], deltaMs: number): EditCommand {
  return {
    label: 'retime',
    build(workspace) {
      const locations = ids.map((id) => requireElement(workspace, id));
      const delta = round(Math.max(deltaMs, ...locations.map((location) => -location.element.timeline.start)));
      if (delta === 0) return [];
      return locations.flatMap((location) => {
        const { start, end } = location.element.timeline;
        return [
          { op: 'set', path: [...location.path, 'timeline', 'start'], value: start + delta },
          { op: 'set', path: [...location.path, 'timeline', 'end'], value: end + delta },
        ] satisfies DocumentPatch[];
      });
    },
  };
}

/**
 * Drags one edge of an element's slot. Trimming the start of a video or
 * music element moves its clip start by the same amount, so what plays at
 * each moment stays where it was.
 */
export function trimElement(id: string, edge: 'start' | 'end', toMs: number): EditCommand {
  return {
    label: 'trim',
    build(workspace) {
      const location = requireElement(workspace, id);
      const { element } = location;
      const { start, end } = element.timeline;
      const patches: DocumentPatch[] = [];
      if (edge === 'end') {
        const next = round(Math.max(start + minElementDurationMs, toMs));
        if (next !== end) patches.push({ op: 'set', path: [...location.path, 'timeline', 'end'], value: next });
        return patches;
      }
      const clipStart = element.prop.clip?.start ?? 0;
      const earliest = hasMediaPosition(element) ? Math.max(0, start - clipStart) : 0;
      const next = round(Math.min(end - minElementDurationMs, Math.max(earliest, toMs)));
      if (next === start) return patches;
      patches.push({ op: 'set', path: [...location.path, 'timeline', 'start'], value: next });
      if (hasMediaPosition(element)) {
        const patch = setFieldPatch(workspace, location.path, ['prop', 'clip'], { ...element.prop.clip, start: round(clipStart + (next - start)) });
        if (patch) patches.push(patch);
      }
      return patches;
    },
  };
}

/**
 * Cuts an element in two at `atMs` (scene time): the first part ends there,
 * a copy with `newId` starts there, its media picking up where the first
 * part stops. Nothing happens outside the element's slot.
 */
export function splitElement(id: string, atMs: number, newId: string): EditCommand {
  return {
    label: 'split',
    build(workspace) {
      const location = requireElement(workspace, id);
      const { element } = location;
      const { start, end } = element.timeline;
      const at = round(atMs);
      if (at < start + minElementDurationMs || at > end - minElementDurationMs) return [];
      const cross = element.timeline.cross;
      const first = { ...element.timeline, end: at, ...(cross ? { cross: { ...cross, out: undefined, out_time: 0 } } : {}) };
      const secondTimeline = { ...element.timeline, start: at, ...(cross ? { cross: { ...cross, in: undefined, in_time: 0 } } : {}) };
      const second: TimelineElement = { ...element, id: newId, timeline: secondTimeline };
      if (hasMediaPosition(element)) {
        const clip = element.prop.clip;
        second.prop = { ...element.prop, clip: { ...clip, start: round((clip?.start ?? 0) + (at - start)) } };
      }
      return [
        { op: 'set', path: [...location.path, 'timeline'], value: dropUndefined(first) },
        { op: 'insert', path: [...location.path.slice(0, -1), location.layerIndex + 1], value: { ...second, timeline: dropUndefined(second.timeline) } },
      ];
    },
  };
}

function dropUndefined<T extends object>(value: T): T {
  const copy = { ...value } as Record<string, unknown>;
  for (const [key, field] of Object.entries(copy)) {
    if (field === undefined) delete copy[key];
    else if (typeof field === 'object' && field !== null && !Array.isArray(field)) copy[key] = dropUndefined(field);
  }
  return copy as T;
}
