import type { CrossTransition, ElementTimeline, FieldChange, MediaClip, TransitionEffect } from '@talkreel/timeline';

/** The shortest slot the panel leaves an element, ms (the timeline's trims keep the same). */
export const minSlotMs = 100;

/** What a cross-in or cross-out effect lasts when it is first picked, ms (at most half the slot). */
export const defaultCrossMs = 500;

const toMs = (seconds: number): number => Math.round(seconds * 1000);

/**
 * A typed start or end (seconds from the scene start): the other edge moves
 * with it where it would leave less than {@link minSlotMs}, and nothing
 * starts before 0.
 */
export function buildSlotEdgeChanges(timeline: ElementTimeline, edge: 'start' | 'end', seconds: number): FieldChange[] {
  if (edge === 'start') {
    const start = Math.max(0, toMs(seconds));
    const changes: FieldChange[] = [{ path: ['timeline', 'start'], value: start }];
    if (timeline.end < start + minSlotMs) changes.push({ path: ['timeline', 'end'], value: start + minSlotMs });
    return changes;
  }
  return [{ path: ['timeline', 'end'], value: Math.max(timeline.start + minSlotMs, toMs(seconds)) }];
}

/**
 * Picks a cross-in or cross-out effect (`null`: none). The whole `cross`
 * object is written, so `in_time` and `out_time` are always numbers; a newly
 * picked effect with no time gets {@link defaultCrossMs}, so it shows.
 */
export function buildCrossEffectChange(timeline: ElementTimeline, side: 'in' | 'out', effect: TransitionEffect | null): FieldChange {
  const cross: CrossTransition = { in_time: 0, out_time: 0, ...timeline.cross };
  const timeKey = side === 'in' ? 'in_time' : 'out_time';
  if (effect === null) {
    delete cross[side];
    cross[timeKey] = 0;
  } else {
    cross[side] = effect;
    if (cross[timeKey] === 0) cross[timeKey] = Math.min(defaultCrossMs, Math.floor((timeline.end - timeline.start) / 2));
  }
  const isEmpty = cross.in === undefined && cross.out === undefined;
  return { path: ['timeline', 'cross'], value: isEmpty ? undefined : cross };
}

/** A typed cross-in or cross-out time (seconds), at most the slot's length. */
export function buildCrossTimeChange(timeline: ElementTimeline, side: 'in' | 'out', seconds: number): FieldChange {
  const cross: CrossTransition = { in_time: 0, out_time: 0, ...timeline.cross };
  cross[side === 'in' ? 'in_time' : 'out_time'] = Math.max(0, Math.min(timeline.end - timeline.start, toMs(seconds)));
  return { path: ['timeline', 'cross'], value: cross };
}

/**
 * A typed clip start or end (seconds into the file; end `undefined` = to the
 * end of the file). The clip stays valid: its end stays after its start.
 */
export function buildClipEdgeChange(clip: MediaClip | undefined, edge: 'start' | 'end', seconds: number | undefined): FieldChange {
  const next: MediaClip = { start: 0, ...clip };
  if (edge === 'start') {
    next.start = Math.max(0, toMs(seconds ?? 0));
    if (next.end !== undefined && next.end <= next.start) next.end = next.start + minSlotMs;
  } else if (seconds === undefined) {
    delete next.end;
  } else {
    next.end = Math.max(next.start + minSlotMs, toMs(seconds));
  }
  return { path: ['prop', 'clip'], value: next };
}

/** ms → seconds as the panel shows them (0.1 s steps). */
export function toDisplaySeconds(ms: number): number {
  return Math.round(ms / 100) / 10;
}
