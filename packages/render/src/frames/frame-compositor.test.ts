import { describe, expect, it } from 'vitest';
import { evaluate, WorkspaceSchema, type FrameEvaluation } from '@talkreel/timeline';
import { FrameCompositor, type FrameItem } from './frame-compositor.ts';
import { createVersionedSurface } from './versioned-surface.ts';

// Three filled boxes on a 100×100 frame (reference canvas 1080 wide, scale 0.1).
function itemsAt(frame: FrameEvaluation): FrameItem[] {
  const colours = ['#ff0000', '#00ff00', '#0000ff'];
  return frame.visuals.map((visual, index) => {
    const surface = createVersionedSurface(Math.round(visual.box.w * 0.1), Math.round(visual.box.h * 0.1), 0, 'fixed');
    surface.context.fillStyle = colours[index]!;
    surface.context.fillRect(0, 0, surface.canvas.width, surface.canvas.height);
    return { visual, surface };
  });
}

/** A 2 s 1:1 workspace of three shape tracks, the layer of each given by its index. */
function threeShapes(layerAt: (index: number) => Record<string, unknown>) {
  return WorkspaceSchema.parse({
    schemaVersion: 1,
    aspect_ratio: 2,
    scenes: [{ duration: 2000, tracks: [0, 1, 2].map((index) => ({ type: 'shape', index, layers: [{ type: 'shape', ...layerAt(index) }] })) }],
  });
}

const workspace = threeShapes((index) => ({
  x: 100 + index * 250,
  y: 100 + index * 250,
  w: 400,
  h: 400,
  timeline: { start: 0, end: 2000, cross: index === 2 ? { in: 'left', in_time: 1000 } : undefined },
}));

// A sliding box under two translucent full-frame boxes: the two above are a cached layer.
const underWorkspace = threeShapes((index) =>
  index === 0
    ? { x: 200, y: 200, w: 400, h: 400, timeline: { start: 0, end: 2000, cross: { in: 'right', in_time: 1000 } } }
    : { x: 0, y: 0, w: 1080, h: 1080, alpha: 0.4, timeline: { start: 0, end: 2000 } },
);

function composeFresh(items: FrameItem[]): Buffer {
  const compositor = new FrameCompositor({ widthPx: 108, heightPx: 108, scale: 0.1, hasWatermark: false });
  compositor.compose('#202020', items);
  return compositor.readPixels();
}

describe('FrameCompositor', () => {
  it('reports an identical frame instead of drawing it again', () => {
    const compositor = new FrameCompositor({ widthPx: 108, heightPx: 108, scale: 0.1, hasWatermark: false });
    const items = itemsAt(evaluate(workspace, 1500));
    expect(compositor.compose('#202020', items)).toBe(true);
    expect(compositor.compose('#202020', items)).toBe(false);
    expect(compositor.compose('#303030', items)).toBe(true);
  });

  it('gives an opaque frame under a translucent scene colour', () => {
    const compositor = new FrameCompositor({ widthPx: 108, heightPx: 108, scale: 0.1, hasWatermark: false });
    compositor.compose('rgba(255, 0, 0, 0.5)', []);
    expect([...compositor.readPixels().subarray(0, 4)]).toEqual([128, 0, 0, 255]);
    compositor.compose('#00ff00', []);
    expect([...compositor.readPixels().subarray(0, 4)]).toEqual([0, 255, 0, 255]);
  });

  it('draws the same pixels from its cached layers as from scratch', () => {
    const compositor = new FrameCompositor({ widthPx: 108, heightPx: 108, scale: 0.1, hasWatermark: false });
    const surfaces = itemsAt(evaluate(workspace, 0)).map((item) => item.surface);
    let lastPixels: Buffer = Buffer.alloc(0);
    // While the top box slides in, the two below are a cached layer.
    for (const timeMs of [0, 40, 80, 120, 500]) {
      const items = evaluate(workspace, timeMs).visuals.map((visual, index) => ({ visual, surface: surfaces[index]! }));
      compositor.compose('#202020', items);
      lastPixels = compositor.readPixels();
      expect(lastPixels.equals(composeFresh(items)), `frame at ${timeMs} ms`).toBe(true);
    }
    expect(lastPixels.length).toBe(108 * 108 * 4);
  });

  it('draws the same pixels through a cached layer above a changing element', () => {
    const compositor = new FrameCompositor({ widthPx: 108, heightPx: 108, scale: 0.1, hasWatermark: false });
    const surfaces = itemsAt(evaluate(underWorkspace, 0)).map((item) => item.surface);
    for (const timeMs of [0, 40, 80, 120]) {
      const items = evaluate(underWorkspace, timeMs).visuals.map((visual, index) => ({ visual, surface: surfaces[index]! }));
      compositor.compose('#202020', items);
      const cached = compositor.readPixels();
      const fresh = composeFresh(items);
      // Blending a pre-blended layer rounds differently in 8 bits: at most a level or two.
      const largestDifference = cached.reduce((largest, value, offset) => Math.max(largest, Math.abs(value - fresh[offset]!)), 0);
      expect(largestDifference, `frame at ${timeMs} ms`).toBeLessThanOrEqual(2);
    }
  });
});
