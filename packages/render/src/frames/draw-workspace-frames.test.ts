import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath, resolveFfprobePath } from '@talkreel/platform/media';
import { parseWorkspace, type PersonElement, type Workspace } from '@talkreel/timeline';
import { registerBuiltInFonts } from '../fonts/built-in-fonts.ts';
import { getPixel } from '../testing/read-rendered-media.ts';
import { createQuadrantImage } from '../testing/test-media.ts';
import { drawWorkspaceFrames, getFrameCount, getOutputSize } from './draw-workspace-frames.ts';
import type { ChangedRegion } from './changed-region.ts';
import type { PersonFrameRequest, PersonFrameSource } from './person-frame-source.ts';
import { createDefaultMediaPathResolver, prepareMedia } from './prepare-media.ts';

let directory = '';
let workspace: Workspace;

beforeAll(async () => {
  registerBuiltInFonts();
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-frames-'));
  await createQuadrantImage(directory, 'host.png', 100, 100);
  workspace = parseWorkspace({
    schemaVersion: 1,
    aspect_ratio: 2,
    scenes: [
      {
        duration: 200,
        bg_color: '#000000',
        tracks: [
          {
            type: 'person',
            index: 0,
            layers: [{ type: 'person', id: 'host', path: 'host.png', x: 0, y: 0, w: 1080, h: 1080, timeline: { start: 0, end: 200 } }],
          },
        ],
      },
    ],
  });
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** Copies of the frames drawn (the sink's buffers are reused), which of them repeated the one before, and where each changed. */
async function drawAll(
  personFrameSource?: PersonFrameSource,
  drawn: Workspace = workspace,
): Promise<{ frames: Buffer[]; isRepeat: boolean[]; changes: ChangedRegion[] }> {
  const media = await prepareMedia(drawn, createDefaultMediaPathResolver(directory), resolveFfprobePath(process.env.FFPROBE_PATH));
  const frames: Buffer[] = [];
  const isRepeat: boolean[] = [];
  const changes: ChangedRegion[] = [];
  let previous: Buffer | null = null;
  await drawWorkspaceFrames(
    {
      workspace: drawn,
      media,
      scale: 0.1,
      hasWatermark: false,
      ffmpegPath: resolveFfmpegPath(process.env.FFMPEG_PATH),
      ...(personFrameSource ? { personFrameSource } : {}),
    },
    {
      writeFrame: async (rgba, _frameIndex, change) => {
        frames.push(Buffer.from(rgba));
        changes.push(change);
        isRepeat.push(rgba === previous);
        previous = rgba;
      },
    },
  );
  return { frames, isRepeat, changes };
}

/** The pixels (x, y) where two frames of `widthPx` differ. */
function findDifferences(a: Buffer, b: Buffer, widthPx: number): [number, number][] {
  const differences: [number, number][] = [];
  for (let pixel = 0; pixel < a.length / 4; pixel += 1) {
    if (a.readUInt32LE(pixel * 4) !== b.readUInt32LE(pixel * 4)) differences.push([pixel % widthPx, Math.floor(pixel / widthPx)]);
  }
  return differences;
}

describe('drawWorkspaceFrames', () => {
  it('sizes frames evenly and counts whole frames', () => {
    expect(getOutputSize(workspace, 0.1)).toEqual({ widthPx: 108, heightPx: 108 });
    expect(getOutputSize(parseWorkspace({ schemaVersion: 1, aspect_ratio: 1, scenes: [{ duration: 1 }] }), 1 / 6)).toEqual({ widthPx: 320, heightPx: 180 });
    expect(getFrameCount(1010)).toBe(25);
    expect(getFrameCount(0)).toBe(1);
  });

  it('draws a person from its PersonFrameSource, asking for each media time', async () => {
    const requests: PersonFrameRequest[] = [];
    const mediaTimesMs: number[] = [];
    let isClosed = false;
    const { frames } = await drawAll({
      async open(request) {
        requests.push(request);
        return {
          async frameAt(mediaTimeMs) {
            mediaTimesMs.push(mediaTimeMs);
            const shade = mediaTimeMs < 100 ? 255 : 128;
            return { widthPx: 2, heightPx: 2, data: new Uint8Array(16).map((_, index) => [shade, 0, shade, 255][index % 4]!) };
          },
          close: () => void (isClosed = true),
        };
      },
    });
    expect(requests.map((request) => [request.elementKey, request.widthPx, request.heightPx, path.basename(request.mediaPath)])).toEqual([
      ['host', 108, 108, 'host.png'],
    ]);
    expect(mediaTimesMs).toEqual([0, 40, 80, 120, 160]);
    expect(isClosed).toBe(true);
    expect(getPixel(frames[0]!, 108, 54, 54)).toEqual([255, 0, 255, 255]);
    expect(getPixel(frames[4]!, 108, 54, 54)).toEqual([128, 0, 128, 255]);
  });

  it("falls back to drawing the person's picture when the source declines", async () => {
    const { frames, isRepeat, changes } = await drawAll({ open: async () => null });
    // The quadrant picture: red top-left, yellow bottom-right.
    expect(getPixel(frames[0]!, 108, 10, 10).slice(0, 3)).toEqual([0xe5, 0x39, 0x35]);
    expect(getPixel(frames[0]!, 108, 98, 98).slice(0, 3)).toEqual([0xfd, 0xd8, 0x35]);
    expect(isRepeat.slice(0, 2)).toEqual([false, true]);
    expect(changes.slice(0, 2)).toEqual(['whole-frame', []]);
    expect(frames[1]).toEqual(frames[0]);
  });

  it("repaints and reads back only a person frame's changed box, giving the same frames as full repaints", async () => {
    /** A grey 108×108 person whose 10×10 white square moves right by 10 px a frame. */
    const draw = (withChangedBox: boolean): PersonFrameSource => ({
      async open() {
        const pixels = new Uint32Array(108 * 108).fill(0xff808080);
        const data = new Uint8Array(pixels.buffer);
        let previousX = -1;
        return {
          async frameAt(mediaTimeMs) {
            const x = (mediaTimeMs / 40) * 10;
            for (let row = 40; row < 50; row += 1) {
              if (previousX >= 0) pixels.fill(0xff808080, row * 108 + previousX, row * 108 + previousX + 10);
              pixels.fill(0xffffffff, row * 108 + x, row * 108 + x + 10);
            }
            const changedBox = previousX >= 0 && withChangedBox ? { x: previousX, y: 40, width: x + 10 - previousX, height: 10 } : undefined;
            previousX = x;
            return { widthPx: 108, heightPx: 108, data, ...(changedBox ? { changedBox } : {}) };
          },
          close() {},
        };
      },
    });
    const partial = await drawAll(draw(true));
    const full = await drawAll(draw(false));
    expect(partial.frames).toHaveLength(5);
    partial.frames.forEach((frame, index) => expect(frame.equals(full.frames[index]!)).toBe(true));
    // The sink is told where each frame changed (the encoder converts only there): every pixel that differs
    // from the frame before lies in one of the boxes, and the boxes are the moving square's rows, not the frame.
    expect(partial.changes[0]).toBe('whole-frame');
    for (let index = 1; index < partial.frames.length; index += 1) {
      const change = partial.changes[index]!;
      if (change === 'whole-frame') throw new Error(`frame ${index}: the whole frame, not the square's box`);
      expect(change.every((box) => box.top >= 38 && box.bottom <= 52)).toBe(true);
      const outside = findDifferences(partial.frames[index - 1]!, partial.frames[index]!, 108).filter(
        ([x, y]) => !change.some((box) => x >= box.left && x < box.right && y >= box.top && y < box.bottom),
      );
      expect(outside).toEqual([]);
    }
    expect(getPixel(partial.frames[2]!, 108, 25, 45)).toEqual([255, 255, 255, 255]);
    expect(getPixel(partial.frames[2]!, 108, 5, 45)).toEqual([128, 128, 128, 255]);
    // In a circle (an avatar) the box is cut to the outline too: outside it stays the scene colour.
    const avatar = structuredClone(workspace);
    (avatar.scenes[0]!.tracks[0]!.layers[0] as PersonElement).shape = { type: 'circle', radius: 0, background_gauss: 0, content_position: 'center' };
    const partialCircle = await drawAll(draw(true), avatar);
    const fullCircle = await drawAll(draw(false), avatar);
    partialCircle.frames.forEach((frame, index) => expect(frame.equals(fullCircle.frames[index]!)).toBe(true));
    expect(getPixel(partialCircle.frames[0]!, 108, 3, 3)).toEqual([0, 0, 0, 255]);
    expect(getPixel(partialCircle.frames[0]!, 108, 8, 44)).toEqual([255, 255, 255, 255]);
  });
});
