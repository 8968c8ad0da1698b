import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TimelineElementInput, TransitionEffect, WorkspaceInput } from '@talkreel/timeline';
import { transitionEffects } from '@talkreel/timeline';
import { renderWorkspace } from './render-workspace.ts';
import { matchGoldenFrame } from './testing/golden-frames.ts';
import { readVideoFrames } from './testing/read-rendered-media.ts';
import { createColourSequenceClip, createQuadrantImage } from './testing/test-media.ts';

// Small renders whose frames are compared with PNGs in __golden__ (made once
// with UPDATE_GOLDEN=1 and looked at). They pin what each drawing feature
// looks like: masks, strokes, blurs, text, captions, transitions, fits.
const goldenDirectory = path.join(import.meta.dirname, '__golden__');
let directory = '';
let quadrantPath = '';
let clipPath = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-golden-'));
  quadrantPath = await createQuadrantImage(directory, 'quadrant.png', 400, 300);
  clipPath = await createColourSequenceClip(directory, 'rgb.mp4', ['red', 'lime', 'blue']);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

function workspaceOf(aspectRatio: 0 | 1 | 2, backgroundColor: string, elements: TimelineElementInput[]): WorkspaceInput {
  return {
    schemaVersion: 1,
    aspect_ratio: aspectRatio,
    scenes: [{ duration: 1000, bg_color: backgroundColor, tracks: elements.map((element, index) => ({ type: element.type, index, layers: [element] })) }],
  };
}

async function renderFrames(name: string, workspace: WorkspaceInput, scale: number, options: { watermark?: boolean } = {}) {
  const result = await renderWorkspace(workspace, { outputPath: path.join(directory, `${name}.mp4`), scale, watermark: options.watermark ?? false });
  return { frames: await readVideoFrames(result.videoPath, result.widthPx, result.heightPx), widthPx: result.widthPx, heightPx: result.heightPx };
}

async function expectGolden(name: string, rendered: { frames: Buffer[]; widthPx: number; heightPx: number }, frameIndex: number) {
  const frame = rendered.frames[frameIndex];
  if (!frame) throw new Error(`no frame ${frameIndex}`);
  const difference = await matchGoldenFrame(path.join(goldenDirectory, `${name}-frame-${frameIndex}.png`), frame, rendered.widthPx, rendered.heightPx);
  expect(difference.meanDifference, `${name} frame ${frameIndex} mean difference`).toBeLessThanOrEqual(2.5);
  expect(difference.outlierShare, `${name} frame ${frameIndex} outliers`).toBeLessThanOrEqual(0.01);
}

const slot = { start: 0, end: 1000 };

describe('golden frames', () => {
  it('draws every element type with masks, strokes, blurs, text and captions (9:16 at 270×480)', async () => {
    const elements: TimelineElementInput[] = [
      { type: 'pic', path: quadrantPath, x: 90, y: 120, w: 900, h: 600, shape: { type: 'square', radius: 60 }, timeline: slot },
      {
        type: 'shape',
        x: 300,
        y: 300,
        w: 480,
        h: 240,
        shape: { type: 'square', radius: 30, color: 'rgba(255,255,255,0.25)', background_gauss: 20 },
        timeline: slot,
      },
      { type: 'video', path: clipPath, x: 90, y: 780, w: 420, h: 420, volume: 0, shape: { type: 'circle' }, timeline: slot },
      {
        type: 'shape',
        x: 600,
        y: 800,
        w: 380,
        h: 330,
        shape: { type: 'triangle', color: '#ffd54f' },
        prop: { shapeInfo: { strokeColor: '#000000', strokeWidth: 8 } },
        timeline: slot,
      },
      { type: 'shape', x: 700, y: 1250, w: 250, h: 250, gauss: 30, shape: { type: 'circle', color: '#ff4081' }, timeline: slot },
      {
        type: 'text',
        x: 90,
        y: 1300,
        w: 600,
        h: 150,
        prop: { textInfo: { text: 'Golden 你好', fontSize: 80, strokeColor: '#000000', strokeWidth: 4 } },
        timeline: slot,
      },
      { type: 'pic', path: quadrantPath, x: 760, y: 1480, w: 200, h: 100, r: 15, alpha: 0.6, timeline: slot },
      {
        type: 'subtitle',
        x: 65,
        y: 1641,
        w: 950,
        h: 164,
        subtitle: {
          text: 'Frames stay put.',
          words: [
            { text: 'Frames', start: 0, end: 300 },
            { text: 'stay', start: 300, end: 600 },
            { text: 'put.', start: 600, end: 1000 },
          ],
        },
        timeline: slot,
      },
      { type: 'person', path: quadrantPath, x: 90, y: 1480, w: 160, h: 160, shape: { type: 'circle', color: '#ffffff' }, fit_mode: 'contain', timeline: slot },
    ];
    const rendered = await renderFrames('elements', workspaceOf(0, '#243447', elements), 0.25);
    await expectGolden('elements-9x16', rendered, 12);
  });

  it('draws each transition halfway through its cross-in (16:9 at 320×180)', async () => {
    const colours = ['#e53935', '#8e24aa', '#3949ab', '#039be5', '#00897b', '#7cb342', '#fdd835', '#fb8c00', '#6d4c41', '#546e7a'];
    const elements = transitionEffects.map((effect: TransitionEffect, index): TimelineElementInput => ({
      type: 'shape',
      x: 90 + (index % 5) * 360,
      y: 170 + Math.floor(index / 5) * 460,
      w: 300,
      h: 300,
      shape: { type: index % 2 === 0 ? 'square' : 'triangle', color: colours[index] },
      timeline: { start: 0, end: 1000, cross: { in: effect, in_time: 1000 } },
    }));
    const rendered = await renderFrames('transitions', workspaceOf(1, '#f5f5f5', elements), 1 / 6);
    await expectGolden('transitions-16x9', rendered, 12);
  });

  it('fits pictures by cover, contain and fill, and marks the frame (1:1 at 270×270)', async () => {
    const box = { y: 300, w: 300, h: 300 };
    const elements: TimelineElementInput[] = [
      {
        type: 'pic',
        path: quadrantPath,
        x: 45,
        ...box,
        fit_mode: 'cover',
        shape: { type: 'square', color: '#ffffff', content_position: 'left' },
        timeline: slot,
      },
      {
        type: 'pic',
        path: quadrantPath,
        x: 390,
        ...box,
        fit_mode: 'contain',
        shape: { type: 'square', color: '#ffffff', content_position: 'bottom' },
        timeline: slot,
      },
      { type: 'pic', path: quadrantPath, x: 735, ...box, fit_mode: 'fill', shape: { type: 'square', color: '#ffffff' }, timeline: slot },
    ];
    const rendered = await renderFrames('fits', workspaceOf(2, '#37474f', elements), 0.25, { watermark: true });
    await expectGolden('fit-modes-1x1', rendered, 0);
  });
});
