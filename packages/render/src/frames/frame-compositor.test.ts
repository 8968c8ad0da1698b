import { describe, expect, it } from 'vitest';
import { evaluate, WorkspaceSchema, type FrameEvaluation, type PersonElement } from '@talkreel/timeline';
import { FrameCompositor, type FrameItem } from './frame-compositor.ts';
import type { RgbaFrame } from './person-frame-source.ts';
import { openPersonStreamSurface } from './playing-media-surface.ts';
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

describe('FrameCompositor with a frame that is one opaque surface', () => {
  it('copies its pixels, giving the bytes drawing and reading back the canvas gives', async () => {
    const personWorkspace = WorkspaceSchema.parse({
      schemaVersion: 1,
      aspect_ratio: 2,
      scenes: [
        {
          duration: 1000,
          tracks: [
            {
              type: 'person',
              index: 0,
              layers: [{ type: 'person', id: 'host', path: 'host.png', x: 0, y: 0, w: 1080, h: 1080, timeline: { start: 0, end: 1000 } }],
            },
          ],
        },
      ],
    });
    const visual = evaluate(personWorkspace, 0).visuals[0]!;
    /** A 108×108 picture of seeded noise whose frames each repaint one box (or, every fourth, all of it); frame 5 has a translucent pixel that frames 6 and 7 leave. */
    const openStream = () => {
      const words = new Uint32Array(108 * 108);
      let seed = 7;
      const noise = () => {
        seed = (seed * 1103515245 + 12345) >>> 0;
        return seed;
      };
      const paint = (x: number, y: number, width: number, height: number) => {
        for (let row = y; row < y + height; row += 1)
          for (let column = x; column < x + width; column += 1) words[row * 108 + column] = (noise() | 0xff000000) >>> 0;
      };
      paint(0, 0, 108, 108);
      let frameIndex = 0;
      return openPersonStreamSurface(
        visual.element as PersonElement,
        {
          async frameAt() {
            frameIndex += 1;
            const box =
              frameIndex % 4 === 0 ? { x: 0, y: 0, width: 108, height: 108 } : { x: (frameIndex * 13) % 60, y: (frameIndex * 29) % 70, width: 40, height: 30 };
            paint(box.x, box.y, box.width, box.height);
            if (frameIndex === 5) words[(box.y + 3) * 108 + box.x + 3] = 0x80102030;
            const frame: RgbaFrame = { widthPx: 108, heightPx: 108, data: new Uint8Array(words.buffer) };
            return frameIndex === 1 ? frame : { ...frame, changedBox: box };
          },
          close() {},
        },
        0.1,
      );
    };
    const direct = openStream();
    const drawn = openStream();
    const late = openStream();
    const directCompositor = new FrameCompositor({ widthPx: 108, heightPx: 108, scale: 0.1, hasWatermark: false });
    const drawnCompositor = new FrameCompositor({ widthPx: 108, heightPx: 108, scale: 0.1, hasWatermark: false });
    /** Its canvas is asked for now and then only, so it catches up on several frames' boxes at once. */
    const lateCompositor = new FrameCompositor({ widthPx: 108, heightPx: 108, scale: 0.1, hasWatermark: false });
    let directFrames = 0;
    for (let frameIndex = 1; frameIndex <= 10; frameIndex += 1) {
      const directSurface = (await direct.surfaceAt(frameIndex * 40))!;
      const drawnSurface = (await drawn.surfaceAt(frameIndex * 40))!;
      if (directSurface.opaquePixels) directFrames += 1;
      // Frame 5's translucent pixel stays until frame 8 repaints the whole picture.
      expect(Boolean(directSurface.opaquePixels), `frame ${frameIndex}`).toBe(frameIndex < 5 || frameIndex >= 8);
      // The same surface without its pixels is drawn on the canvas and read back.
      drawnSurface.opaquePixels = undefined;
      directCompositor.compose('#202020', [{ visual, surface: directSurface }]);
      drawnCompositor.compose('#202020', [{ visual, surface: drawnSurface }]);
      const directPixels = Buffer.from(directCompositor.readPixels());
      expect(directPixels.equals(drawnCompositor.readPixels()), `frame ${frameIndex}`).toBe(true);
      // The canvas, asked for (a still), shows that frame too.
      const canvasPixels = Buffer.from(directCompositor.canvas.getContext('2d').getImageData(0, 0, 108, 108).data);
      expect(canvasPixels.equals(directPixels), `canvas of frame ${frameIndex}`).toBe(true);
      lateCompositor.compose('#202020', [{ visual, surface: (await late.surfaceAt(frameIndex * 40))! }]);
      const lateCanvas = [2, 3, 8, 10].includes(frameIndex) ? lateCompositor.canvas.getContext('2d').getImageData(0, 0, 108, 108).data : null;
      if (lateCanvas) expect(Buffer.from(lateCanvas).equals(directPixels), `late canvas of frame ${frameIndex}`).toBe(true);
    }
    expect(directFrames).toBe(7);
  });
});
