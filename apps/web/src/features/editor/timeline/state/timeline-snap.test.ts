import { describe, expect, it } from 'vitest';
import { buildTestShape } from './timeline-test-elements.ts';
import { collectSnapTargets, snapEdges } from './timeline-snap.ts';

describe('collectSnapTargets', () => {
  const elements = [buildTestShape('a', 1_000, 3_000), buildTestShape('b', 2_000, 5_000), buildTestShape('c', 0, 3_000)];

  it('gives the scene ends, the playhead and the other bars’ edges, sorted and once each', () => {
    expect(collectSnapTargets(elements, new Set(['a']), 6_000, 2_500)).toEqual([0, 2_000, 2_500, 3_000, 5_000, 6_000]);
  });

  it('leaves out a playhead outside the scene', () => {
    expect(collectSnapTargets([], new Set(), 6_000, 7_000)).toEqual([0, 6_000]);
    expect(collectSnapTargets([], new Set(), 6_000, null)).toEqual([0, 6_000]);
  });
});

describe('snapEdges', () => {
  it('snaps the edge closest to a target', () => {
    expect(snapEdges([1_950, 3_950], [2_000, 3_960], 80)).toEqual({ offsetMs: 10, targetMs: 3_960 });
    expect(snapEdges([1_950], [1_900, 2_000], 80)).toEqual({ offsetMs: -50, targetMs: 1_900 });
  });

  it('does not snap beyond the distance', () => {
    expect(snapEdges([1_000], [1_081, 919], 80)).toBeNull();
    expect(snapEdges([1_000], [1_080], 80)).toEqual({ offsetMs: 80, targetMs: 1_080 });
  });
});
