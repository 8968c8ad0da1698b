import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mouthTrackFromPhonemes } from '@talkreel/face';
import { frameLoudness, pearson, readVideoFrames, speakWithPause, type SpokenClip } from '@talkreel/face/testing';
import { renderWorkspace } from '@talkreel/render';
import { EspeakNgEngine } from '@talkreel/speech';
import type { WorkspaceInput } from '@talkreel/timeline';
import { renderLookPng } from '../embedded/embedded-image-engine.ts';
import { designLooks } from '../embedded/look-design.ts';
import { lookFaceGeometry, lookHeadBounds } from '../embedded/look-layout.ts';
import { createTalkingLookFrameSource } from './talking-look-frame-source.ts';

/** 9:16 at a quarter of 1080×1920. */
const scale = 0.25;
const widthPx = 270;
const heightPx = 480;
const frameStepMs = 40;
const design = designLooks({
  style: 'professional',
  gender: 'female',
  age: 'adult',
  ethnicity: 'european',
  appearance: 'short hair',
  background: 'office',
  aspectRatio: 0,
  count: 1,
  seed: 11,
})[0]!;

let directory = '';
let speech: SpokenClip & { pauseStartMs: number; pauseEndMs: number };
const engine = new EspeakNgEngine();

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-talking-look-'));
  speech = await speakWithPause(engine);
  // The look's still is the element's path, as in a real workspace (the renderer draws it for stills and previews).
  await writeFile(path.join(directory, 'look.png'), await renderLookPng(design, { widthPx, heightPx }));
}, 60_000);
afterAll(async () => {
  await engine.close();
  await rm(directory, { recursive: true, force: true });
});

function workspaceOf(durationMs: number): WorkspaceInput {
  return {
    schemaVersion: 1,
    aspect_ratio: 0,
    scenes: [
      {
        duration: durationMs,
        bg_color: '#000000',
        tracks: [
          {
            type: 'person',
            index: 0,
            layers: [
              { type: 'person', id: 'host', path: path.join(directory, 'look.png'), x: 0, y: 0, w: 1080, h: 1920, timeline: { start: 0, end: durationMs } },
            ],
          },
        ],
      },
    ],
  };
}

async function render(name: string, headMotion: boolean, seed = 5): Promise<Buffer[]> {
  const lengthMs = Math.floor(speech.durationMs / frameStepMs) * frameStepMs;
  const track = mouthTrackFromPhonemes(speech.phonemes, speech.pcm);
  const source = createTalkingLookFrameSource({ host: { design: design as unknown as Record<string, unknown>, track, seed, headMotion } });
  const result = await renderWorkspace(workspaceOf(lengthMs), { outputPath: path.join(directory, `${name}.mp4`), scale, personFrameSource: source });
  expect([result.widthPx, result.heightPx]).toEqual([widthPx, heightPx]);
  return readVideoFrames(result.videoPath, widthPx, heightPx);
}

const luma = (frame: Buffer, offset: number) => 0.299 * frame[offset]! + 0.587 * frame[offset + 1]! + 0.114 * frame[offset + 2]!;

function countDark(frame: Buffer, box: { left: number; top: number; right: number; bottom: number }): number {
  let dark = 0;
  for (let y = box.top; y < box.bottom; y += 1) for (let x = box.left; x < box.right; x += 1) if (luma(frame, (y * widthPx + x) * 4) < 75) dark += 1;
  return dark;
}

function meanDifference(a: Buffer, b: Buffer, box: { left: number; top: number; right: number; bottom: number }): number {
  let total = 0;
  let count = 0;
  for (let y = box.top; y < box.bottom; y += 1) {
    for (let x = box.left; x < box.right; x += 1) {
      const offset = (y * widthPx + x) * 4;
      total += Math.abs(luma(a, offset) - luma(b, offset));
      count += 1;
    }
  }
  return total / count;
}

describe('talking looks, rendered', () => {
  const geometry = lookFaceGeometry(design, { widthPx, heightPx });
  const mouth = geometry.mouth;
  const mouthBox = {
    left: Math.floor(mouth.x - mouth.widthPx * 0.7),
    right: Math.ceil(mouth.x + mouth.widthPx * 0.7),
    top: Math.floor(mouth.y - mouth.widthPx * 0.35),
    bottom: Math.ceil(mouth.y + mouth.widthPx * 0.9),
  };
  let frames: Buffer[] = [];

  beforeAll(async () => {
    frames = await render('still-head', false);
  }, 120_000);

  it('redraws the mouth in time with the words: its opening in the output pixels follows the audio loudness, closed in a 1 s pause', () => {
    const openings = frames.map((frame) => countDark(frame, mouthBox));
    const loudness = frameLoudness(speech.pcm, frameStepMs);
    const aligned = pearson(openings, loudness);
    const misaligned = pearson(openings.slice(8), loudness);
    console.log(`talking look: mouth opening vs audio loudness r = ${aligned.toFixed(3)}, 320 ms apart r = ${misaligned.toFixed(3)}`);
    expect(aligned).toBeGreaterThanOrEqual(0.6);
    expect(aligned - misaligned).toBeGreaterThan(0.2);
    const closedLevel = Math.min(...openings);
    const range = Math.max(...openings) - closedLevel;
    expect(range).toBeGreaterThan(20);
    const inPause = openings.slice(Math.ceil((speech.pauseStartMs + 100) / frameStepMs), Math.floor((speech.pauseEndMs - 50) / frameStepMs));
    expect(inPause.length).toBeGreaterThan(15);
    for (const opening of inPause) expect(opening - closedLevel).toBeLessThanOrEqual(range * 0.05);
  });

  it('blinks, and nothing outside the head ever changes', () => {
    const eyeBox = (eye: { x: number; y: number }) => ({
      left: Math.floor(eye.x - mouth.widthPx * 0.4),
      right: Math.ceil(eye.x + mouth.widthPx * 0.4),
      top: Math.floor(eye.y - mouth.widthPx * 0.3),
      bottom: Math.ceil(eye.y + mouth.widthPx * 0.3),
    });
    const eyeChanges = frames.map((frame) => meanDifference(frame, frames[0]!, eyeBox(geometry.leftEye)));
    expect(eyeChanges.filter((change) => change > 8).length).toBeGreaterThanOrEqual(2);
    const head = lookHeadBounds(design, { widthPx, heightPx });
    const below = { left: 0, right: widthPx, top: Math.min(heightPx - 4, head.y + head.height + 2), bottom: heightPx };
    for (const frame of frames.slice(1)) expect(meanDifference(frame, frames[0]!, below)).toBeLessThan(0.5);
  });

  it('moves the head with head motion on, and the same seed draws the same video', async () => {
    const moving = await render('moving', true);
    const again = await render('moving-again', true);
    const head = lookHeadBounds(design, { widthPx, heightPx });
    const headBox = { left: head.x, right: head.x + head.width, top: head.y, bottom: head.y + head.height };
    const eyesAndForehead = { ...headBox, bottom: Math.floor(geometry.leftEye.y) };
    const drift = moving.map((frame, index) => meanDifference(frame, frames[index]!, eyesAndForehead));
    expect(Math.max(...drift)).toBeGreaterThan(1);
    for (const index of [0, 20, 60, moving.length - 1]) expect(meanDifference(moving[index]!, again[index]!, headBox)).toBeLessThan(0.01);
  }, 120_000);
});
