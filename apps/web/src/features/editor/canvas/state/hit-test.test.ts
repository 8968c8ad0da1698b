import { evaluate, WorkspaceSchema } from '@talkreel/timeline';
import { describe, expect, it } from 'vitest';
import { findVisualAt } from './hit-test.ts';

function shape(id: string, box: { x: number; y: number; w: number; h: number; r?: number }, extra: Record<string, unknown> = {}) {
  return { id, type: 'shape', ...box, timeline: { start: 0, end: 10_000 }, ...extra };
}

const workspace = WorkspaceSchema.parse({
  schemaVersion: 1,
  aspect_ratio: 2,
  scenes: [
    {
      duration: 10_000,
      tracks: [
        { type: 'music', index: 0, layers: [{ id: 'song', type: 'music', path: '/files/song.mp3', timeline: { start: 0, end: 10_000 } }] },
        {
          type: 'shape',
          index: 1,
          layers: [
            shape('back', { x: 0, y: 0, w: 1080, h: 1080 }),
            // A 400×100 bar turned 90°: it covers x 490–590, y 340–740.
            shape('bar', { x: 340, y: 490, w: 400, h: 100, r: 90 }, { zindex: 2 }),
            shape('hidden', { x: 0, y: 0, w: 200, h: 200 }, { zindex: 5, alpha: 0 }),
            shape('late', { x: 0, y: 0, w: 300, h: 300 }, { zindex: 6, timeline: { start: 5000, end: 10_000 } }),
            shape('front', { x: 500, y: 500, w: 50, h: 50 }, { zindex: 3 }),
          ],
        },
      ],
    },
  ],
});

function idAt(timeMs: number, x: number, y: number): string | undefined {
  return findVisualAt(evaluate(workspace, timeMs).visuals, { x, y })?.element.id;
}

describe('findVisualAt', () => {
  it('picks the topmost element by drawing order', () => {
    expect(idAt(0, 520, 520)).toBe('front');
    expect(idAt(0, 540, 700)).toBe('bar');
    expect(idAt(0, 100, 900)).toBe('back');
  });

  it('tests the rotated box, not the unrotated one', () => {
    // Inside the unrotated box (x 340–740, y 490–590) but outside the turned bar.
    expect(idAt(0, 700, 540)).toBe('back');
    expect(idAt(0, 540, 360)).toBe('bar');
  });

  it('skips invisible elements and elements outside their slot, and music never hits', () => {
    expect(idAt(0, 100, 100)).toBe('back');
    expect(idAt(6000, 100, 100)).toBe('late');
  });

  it('hits nothing outside every box', () => {
    expect(findVisualAt(evaluate(workspace, 0).visuals, { x: -5, y: 10 })).toBeNull();
  });
});
