import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveFfmpegPath, resolveFfprobePath } from '@talkreel/platform/media';
import { parseWorkspace, type Workspace } from '@talkreel/timeline';
import { buildBenchWorkspace, createBenchClip } from '../../bench/bench-workspace.ts';
import { registerBuiltInFonts } from '../fonts/built-in-fonts.ts';
import { drawWorkspaceFrames } from './draw-workspace-frames.ts';
import { FrameReadback, readbackBufferCount } from './frame-readback.ts';
import { createDefaultMediaPathResolver, prepareMedia } from './prepare-media.ts';

const examplesDirectory = path.resolve(import.meta.dirname, '../../../../examples/workspaces');

describe('FrameReadback', () => {
  it('brings each reused buffer up to date with the boxes changed since it last held a frame', () => {
    const canvas = createCanvas(40, 30);
    const context = canvas.getContext('2d');
    const readback = new FrameReadback(canvas);
    const frameNow = () => {
      context.getImageData(0, 0, 1, 1);
      return Buffer.from(canvas.data());
    };
    context.fillStyle = '#204060';
    context.fillRect(0, 0, 40, 30);
    const buffers = [readback.read('whole-frame')];
    expect(buffers[0]).toEqual(frameNow());
    // Each frame paints one more box; only that box is said to have changed.
    const boxes = [
      { left: 2, top: 3, right: 12, bottom: 9 },
      { left: 20, top: 0, right: 40, bottom: 30 },
      { left: 0, top: 20, right: 40, bottom: 25 },
      { left: 5, top: 5, right: 6, bottom: 6 },
      { left: 30, top: 10, right: 35, bottom: 29 },
    ];
    boxes.forEach((box, index) => {
      context.fillStyle = ['#ff0000', '#00ff00', '#0000ff', '#ffffff', '#ff00ff'][index]!;
      context.fillRect(box.left, box.top, box.right - box.left, box.bottom - box.top);
      const buffer = readback.read([box]);
      buffers.push(buffer);
      expect(buffer, `frame ${index + 1}`).toEqual(frameNow());
    });
    // Three buffers take turns, so a buffer holds its frame while the next two are read.
    expect(new Set(buffers).size).toBe(readbackBufferCount);
    expect(buffers[readbackBufferCount]).toBe(buffers[0]);
  });
});

/** A hash per frame drawn, at a quarter of the output size. */
async function hashFrames(workspace: Workspace, mediaDirectory: string): Promise<string[]> {
  const media = await prepareMedia(workspace, createDefaultMediaPathResolver(mediaDirectory), resolveFfprobePath(process.env.FFPROBE_PATH));
  const hashes: string[] = [];
  await drawWorkspaceFrames(
    { workspace, media, scale: 0.25, hasWatermark: true, ffmpegPath: resolveFfmpegPath(process.env.FFMPEG_PATH) },
    { writeFrame: async (rgba) => void hashes.push(createHash('sha1').update(rgba).digest('hex')) },
  );
  return hashes;
}

/** Frame indices where the two runs differ. */
const differingFrames = (a: string[], b: string[]) => a.flatMap((hash, index) => (hash === b[index] ? [] : [index]));

describe('reading back only what changed', () => {
  let directory = '';
  const workspaces: { name: string; workspace: Workspace; mediaDirectory: string }[] = [];

  beforeAll(async () => {
    registerBuiltInFonts();
    directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-readback-'));
    for (const name of (await readdir(examplesDirectory)).filter((file) => file.endsWith('.json')).sort()) {
      workspaces.push({
        name,
        workspace: parseWorkspace(JSON.parse(await readFile(path.join(examplesDirectory, name), 'utf8'))),
        mediaDirectory: examplesDirectory,
      });
    }
    // A box sliding and spinning under a frosted card (the card shows it blurred), and under two translucent full-frame boxes (a cached layer).
    workspaces.push({
      name: 'under a frosted card and a cached layer',
      mediaDirectory: directory,
      workspace: parseWorkspace({
        schemaVersion: 1,
        aspect_ratio: 2,
        scenes: [
          {
            duration: 2000,
            bg_color: '#334455',
            tracks: [
              {
                type: 'shape',
                index: 0,
                layers: [
                  {
                    type: 'shape',
                    x: 100,
                    y: 380,
                    w: 260,
                    h: 260,
                    shape: { type: 'square', color: '#ff3b30' },
                    timeline: { start: 0, end: 2000, cross: { in: 'right', out: 'rotate', in_time: 1200, out_time: 600 } },
                  },
                ],
              },
              {
                type: 'shape',
                index: 1,
                layers: [
                  {
                    type: 'shape',
                    x: 300,
                    y: 300,
                    w: 480,
                    h: 480,
                    zindex: 1,
                    shape: { type: 'square', radius: 40, color: 'rgba(255,255,255,0.2)', background_gauss: 18 },
                    timeline: { start: 0, end: 2000 },
                  },
                ],
              },
              {
                type: 'shape',
                index: 2,
                layers: [
                  {
                    type: 'shape',
                    x: 0,
                    y: 0,
                    w: 1080,
                    h: 1080,
                    zindex: 2,
                    alpha: 0.35,
                    shape: { type: 'square', color: '#ffd60a' },
                    timeline: { start: 200, end: 2000 },
                  },
                ],
              },
              {
                type: 'shape',
                index: 3,
                layers: [
                  {
                    type: 'shape',
                    x: 0,
                    y: 0,
                    w: 1080,
                    h: 1080,
                    zindex: 3,
                    alpha: 0.3,
                    shape: { type: 'circle', color: '#0a84ff' },
                    timeline: { start: 200, end: 2000 },
                  },
                ],
              },
            ],
          },
        ],
      }),
    });
    // The benchmark's workspace adds a frosted card (backdrop blur) over a picture, and a playing clip.
    workspaces.push({ name: 'bench', workspace: parseWorkspace(buildBenchWorkspace(await createBenchClip(directory))), mediaDirectory: directory });
  }, 60_000);
  afterAll(() => rm(directory, { recursive: true, force: true }));
  afterEach(() => vi.restoreAllMocks());

  // Every example workspace (all element types, transitions, play modes) and the benchmark's, frame by frame.
  it('gives the same frames, byte for byte, as reading back every whole frame', async () => {
    const reads = vi.spyOn(FrameReadback.prototype, 'read');
    const changedRegionHashes = await Promise.all(workspaces.map(({ workspace, mediaDirectory }) => hashFrames(workspace, mediaDirectory)));
    // Most frames changed in a few boxes only (a clip, a caption, a moving element), so the check above means something.
    const boxReads = reads.mock.calls.filter(([change]) => change !== 'whole-frame').length;
    expect(boxReads / reads.mock.calls.length).toBeGreaterThan(0.5);
    vi.restoreAllMocks();
    const readWholeFrame = FrameReadback.prototype.read;
    const whole = vi.spyOn(FrameReadback.prototype, 'read').mockImplementation(function (this: FrameReadback) {
      return readWholeFrame.call(this, 'whole-frame');
    });
    const wholeFrameHashes = await Promise.all(workspaces.map(({ workspace, mediaDirectory }) => hashFrames(workspace, mediaDirectory)));
    expect(whole).toHaveBeenCalled();
    workspaces.forEach(({ name }, index) => {
      expect(changedRegionHashes[index]!.length, name).toBeGreaterThanOrEqual(50);
      expect(differingFrames(changedRegionHashes[index]!, wholeFrameHashes[index]!), name).toEqual([]);
    });
  }, 180_000);
});
