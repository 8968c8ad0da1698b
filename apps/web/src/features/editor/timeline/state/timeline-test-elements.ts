import { TimelineElementSchema, type TimelineElement } from '@talkreel/timeline';

/** A shape element for the timeline's tests, shown over [startMs, endMs). */
export function buildTestShape(id: string, startMs: number, endMs: number): TimelineElement {
  return TimelineElementSchema.parse({ id, type: 'shape', x: 0, y: 0, w: 100, h: 100, timeline: { start: startMs, end: endMs } });
}
