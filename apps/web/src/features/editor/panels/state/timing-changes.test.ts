import { describe, expect, it } from 'vitest';
import { buildClipEdgeChange, buildCrossEffectChange, buildCrossTimeChange, buildSlotEdgeChanges, toDisplaySeconds } from './timing-changes.ts';

describe('buildSlotEdgeChanges', () => {
  it('writes a typed start and end in ms', () => {
    expect(buildSlotEdgeChanges({ start: 0, end: 5000 }, 'start', 1.25)).toEqual([{ path: ['timeline', 'start'], value: 1250 }]);
    expect(buildSlotEdgeChanges({ start: 0, end: 5000 }, 'end', 3.1)).toEqual([{ path: ['timeline', 'end'], value: 3100 }]);
  });

  it('keeps end at least 0.1 s after start', () => {
    expect(buildSlotEdgeChanges({ start: 2000, end: 5000 }, 'end', 1)).toEqual([{ path: ['timeline', 'end'], value: 2100 }]);
    expect(buildSlotEdgeChanges({ start: 0, end: 5000 }, 'start', 6)).toEqual([
      { path: ['timeline', 'start'], value: 6000 },
      { path: ['timeline', 'end'], value: 6100 },
    ]);
  });

  it('starts nothing before the scene', () => {
    expect(buildSlotEdgeChanges({ start: 500, end: 5000 }, 'start', -2)).toEqual([{ path: ['timeline', 'start'], value: 0 }]);
  });
});

describe('buildCrossEffectChange', () => {
  it('writes the whole cross object with a visible default time', () => {
    expect(buildCrossEffectChange({ start: 0, end: 4000 }, 'in', 'fade')).toEqual({
      path: ['timeline', 'cross'],
      value: { in: 'fade', in_time: 500, out_time: 0 },
    });
    expect(buildCrossEffectChange({ start: 0, end: 600 }, 'out', 'left').value).toEqual({ out: 'left', in_time: 0, out_time: 300 });
  });

  it('keeps a time already set and removes cross when no effect is left', () => {
    const timeline = { start: 0, end: 4000, cross: { in: 'fade' as const, in_time: 800, out_time: 0 } };
    expect(buildCrossEffectChange(timeline, 'in', 'scale').value).toEqual({ in: 'scale', in_time: 800, out_time: 0 });
    expect(buildCrossEffectChange(timeline, 'in', null).value).toBeUndefined();
    const both = { start: 0, end: 4000, cross: { in: 'fade' as const, out: 'up' as const, in_time: 800, out_time: 300 } };
    expect(buildCrossEffectChange(both, 'in', null).value).toEqual({ out: 'up', in_time: 0, out_time: 300 });
  });
});

describe('buildCrossTimeChange', () => {
  it('writes ms, at most the slot length', () => {
    expect(buildCrossTimeChange({ start: 1000, end: 3000 }, 'out', 0.7).value).toEqual({ in_time: 0, out_time: 700 });
    expect(buildCrossTimeChange({ start: 1000, end: 3000 }, 'in', 9).value).toEqual({ in_time: 2000, out_time: 0 });
  });
});

describe('buildClipEdgeChange', () => {
  it('creates the clip with its start and keeps end after start', () => {
    expect(buildClipEdgeChange(undefined, 'end', 4)).toEqual({ path: ['prop', 'clip'], value: { start: 0, end: 4000 } });
    expect(buildClipEdgeChange({ start: 0, end: 4000 }, 'start', 5).value).toEqual({ start: 5000, end: 5100 });
    expect(buildClipEdgeChange({ start: 3000 }, 'end', 1).value).toEqual({ start: 3000, end: 3100 });
  });

  it('plays to the end of the file when end is cleared', () => {
    expect(buildClipEdgeChange({ start: 1000, end: 4000 }, 'end', undefined).value).toEqual({ start: 1000 });
  });
});

describe('toDisplaySeconds', () => {
  it('shows tenths of a second', () => {
    expect(toDisplaySeconds(1234)).toBe(1.2);
    expect(toDisplaySeconds(1250)).toBe(1.3);
    expect(toDisplaySeconds(0)).toBe(0);
  });
});
