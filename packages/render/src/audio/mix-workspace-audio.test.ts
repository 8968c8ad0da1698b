import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFfmpegPath, resolveFfprobePath } from '@talkreel/platform/media';
import { parseWorkspace, type TimelineElementInput } from '@talkreel/timeline';
import { createDefaultMediaPathResolver, prepareMedia } from '../frames/prepare-media.ts';
import { readAudioSamples } from '../testing/read-rendered-media.ts';
import { createColourSequenceClip, createToneWav } from '../testing/test-media.ts';
import { collectMixInputs, mixWorkspaceAudio } from './mix-workspace-audio.ts';

const sampleRateHz = 8000;
let directory = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-mix-'));
  await createToneWav(directory, 'tone-1s.wav', { durationMs: 1000, amplitude: 0.5 });
  await createToneWav(directory, 'tone-2s.wav', { durationMs: 2000, amplitude: 0.5 });
  await createColourSequenceClip(directory, 'silent.mp4', ['red']);
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function mix(durationMs: number, elements: TimelineElementInput[]) {
  const workspace = parseWorkspace({
    schemaVersion: 1,
    scenes: [{ duration: durationMs, tracks: elements.map((element, index) => ({ type: element.type, index, layers: [element] })) }],
  });
  const media = await prepareMedia(workspace, createDefaultMediaPathResolver(directory), resolveFfprobePath(process.env.FFPROBE_PATH));
  const outputPath = path.join(directory, `mix-${Math.random().toString(36).slice(2)}.wav`);
  await mixWorkspaceAudio({ workspace, media, durationMs, outputPath, ffmpegPath: resolveFfmpegPath(process.env.FFMPEG_PATH) });
  return { samples: await readAudioSamples(outputPath, sampleRateHz), inputs: collectMixInputs(workspace, media) };
}

/** Root mean square of the samples between two times, ms. */
function rms(samples: Float32Array, fromMs: number, toMs: number): number {
  const slice = samples.subarray(Math.round((fromMs * sampleRateHz) / 1000), Math.round((toMs * sampleRateHz) / 1000));
  return Math.sqrt(slice.reduce((sum, sample) => sum + sample * sample, 0) / slice.length);
}

// A sine peaking at 0.5 has an RMS of 0.354; at volume 50 that is 0.177.
describe('mixWorkspaceAudio', () => {
  it('places a looping sound on the timeline at its volume, exactly as long as the video', async () => {
    const { samples } = await mix(3000, [
      { type: 'music', path: 'tone-1s.wav', volume: 50, prop: { play_mode: 'play-loop' }, timeline: { start: 500, end: 2500 } },
    ]);
    expect(samples.length).toBe(3 * sampleRateHz);
    expect(rms(samples, 0, 480)).toBeLessThan(0.005);
    expect(rms(samples, 550, 1450)).toBeCloseTo(0.177, 2);
    expect(rms(samples, 1550, 2450)).toBeCloseTo(0.177, 2);
    expect(rms(samples, 2520, 3000)).toBeLessThan(0.005);
  });

  it('adds sounds together and fades them in', async () => {
    const { samples } = await mix(2000, [
      { type: 'music', path: 'tone-2s.wav', volume: 50, timeline: { start: 0, end: 2000 } },
      { type: 'music', path: 'tone-2s.wav', volume: 50, timeline: { start: 0, end: 2000, cross: { in: 'fade', in_time: 1000 } } },
    ]);
    // In phase, the two tones sum to one of volume 100 once the fade is done.
    expect(rms(samples, 1100, 1900)).toBeCloseTo(0.354, 2);
    expect(rms(samples, 0, 100)).toBeLessThan(0.2);
  });

  it('speeds a play-match clip up to fit its slot and stops a play-once clip at its end', async () => {
    const matched = await mix(2000, [{ type: 'music', path: 'tone-2s.wav', prop: { play_mode: 'play-match' }, timeline: { start: 0, end: 1000 } }]);
    expect(matched.inputs[0]?.playbackRate).toBe(2);
    expect(rms(matched.samples, 100, 900)).toBeGreaterThan(0.3);
    expect(rms(matched.samples, 1050, 2000)).toBeLessThan(0.005);
    const once = await mix(2000, [{ type: 'music', path: 'tone-1s.wav', prop: { play_mode: 'play-preset-1' }, timeline: { start: 0, end: 2000 } }]);
    expect(rms(once.samples, 100, 900)).toBeGreaterThan(0.3);
    expect(rms(once.samples, 1050, 2000)).toBeLessThan(0.005);
  });

  it('skips videos without sound and writes silence when nothing plays', async () => {
    const { samples, inputs } = await mix(1000, [{ type: 'video', path: 'silent.mp4', x: 0, y: 0, w: 10, h: 10, timeline: { start: 0, end: 1000 } }]);
    expect(inputs).toEqual([]);
    expect(samples.length).toBe(sampleRateHz);
    expect(rms(samples, 0, 1000)).toBe(0);
  });
});
