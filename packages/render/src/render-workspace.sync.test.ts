import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceInput } from '@talkreel/timeline';
import { renderWorkspace } from './render-workspace.ts';
import { getMeanLuminance, readAudioSamples, readVideoFrames } from './testing/read-rendered-media.ts';
import { createToneWav } from './testing/test-media.ts';

let directory = '';
let clickPath = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-sync-'));
  clickPath = await createToneWav(directory, 'click.wav', { durationMs: 500, toneMs: 10, frequencyHz: 1000, amplitude: 0.9 });
});
afterAll(() => rm(directory, { recursive: true, force: true }));

const frameMs = 40;
const sampleRateHz = 48_000;

describe('audio / video sync', () => {
  it('a flash and a click placed at the same time land in the same frame', async () => {
    // The flash and the click sit in the second scene, 400 ms in: 1000 ms on the workspace timeline.
    const workspace: WorkspaceInput = {
      schemaVersion: 1,
      aspect_ratio: 2,
      scenes: [
        { duration: 600, bg_color: '#000000', tracks: [] },
        {
          duration: 1400,
          bg_color: '#000000',
          tracks: [
            {
              type: 'shape',
              index: 0,
              layers: [{ type: 'shape', x: 0, y: 0, w: 1080, h: 1080, shape: { type: 'square', color: '#ffffff' }, timeline: { start: 400, end: 440 } }],
            },
            {
              type: 'music',
              index: 1,
              layers: [{ type: 'music', path: clickPath, volume: 100, prop: { play_mode: 'play-immobilization' }, timeline: { start: 400, end: 900 } }],
            },
          ],
        },
      ],
    };
    const result = await renderWorkspace(workspace, { outputPath: path.join(directory, 'sync.mp4'), scale: 0.1 });

    const frames = await readVideoFrames(result.videoPath, result.widthPx, result.heightPx);
    const luminance = frames.map((frame) => getMeanLuminance(frame, result.widthPx));
    const flashFrames = luminance.flatMap((value, index) => (value > 128 ? [index] : []));
    expect(flashFrames).toEqual([25]);

    const samples = await readAudioSamples(result.videoPath, sampleRateHz);
    const onsetSample = samples.findIndex((sample) => Math.abs(sample) > 0.2);
    const onsetMs = (onsetSample * 1000) / sampleRateHz;
    expect(Math.abs(onsetMs - 1000)).toBeLessThanOrEqual(10);
    expect(Math.floor(onsetMs / frameMs)).toBe(flashFrames[0]);
    // The click is the only sound: 10 ms of tone, then silence.
    expect(samples.slice(onsetSample + sampleRateHz / 20).every((sample) => Math.abs(sample) < 0.05)).toBe(true);
  });
});
