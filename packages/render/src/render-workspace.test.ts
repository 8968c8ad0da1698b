import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WorkspaceInput } from '@talkreel/timeline';
import { renderWorkspace } from './render-workspace.ts';
import type { RenderProgress } from './render-progress.ts';
import { probeRendered } from './testing/read-rendered-media.ts';
import { createColourSequenceClip, createToneWav } from './testing/test-media.ts';

let directory = '';
let clipPath = '';
let tonePath = '';

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-render-'));
  clipPath = await createColourSequenceClip(directory, 'clip.mp4', ['red', 'lime'], { toneHz: 330 });
  tonePath = await createToneWav(directory, 'tone.wav', { durationMs: 1000 });
});
afterAll(() => rm(directory, { recursive: true, force: true }));

/** Two short scenes with a video, a caption with word timings and music. */
function sampleWorkspace(aspectRatio: 0 | 1 | 2, firstSceneMs: number): WorkspaceInput {
  return {
    schemaVersion: 1,
    aspect_ratio: aspectRatio,
    preview_cover_time: 500,
    scenes: [
      {
        duration: firstSceneMs,
        bg_color: '#334455',
        tracks: [
          { type: 'video', index: 0, layers: [{ type: 'video', path: clipPath, x: 0, y: 0, w: 1080, h: 608, timeline: { start: 0, end: firstSceneMs } }] },
          {
            type: 'subtitle',
            index: 1,
            layers: [
              {
                type: 'subtitle',
                x: 65,
                y: 700,
                w: 950,
                h: 160,
                timeline: { start: 0, end: firstSceneMs },
                subtitle: {
                  text: 'Hello there. General idea.',
                  words: [
                    { text: 'Hello', start: 0, end: 200 },
                    { text: 'there.', start: 200, end: 400 },
                    { text: 'General', start: 450, end: 600 },
                    { text: 'idea.', start: 600, end: 800 },
                  ],
                },
              },
            ],
          },
          { type: 'music', index: 2, layers: [{ type: 'music', path: tonePath, volume: 50, timeline: { start: 0, end: firstSceneMs } }] },
        ],
      },
      { duration: 400, bg_color: '#000000', tracks: [] },
    ],
  };
}

describe('renderWorkspace output', () => {
  it.each([
    [0, 270, 480],
    [1, 480, 270],
    [2, 270, 270],
  ] as const)('aspect ratio %i renders %i×%i H.264 + AAC 48 kHz, as long as the workspace', async (aspectRatio, widthPx, heightPx) => {
    const outputPath = path.join(directory, `ratio-${aspectRatio}`, 'talk.mp4');
    const progress: RenderProgress[] = [];
    const result = await renderWorkspace(sampleWorkspace(aspectRatio, 1030), { outputPath, scale: 0.25, onProgress: (update) => progress.push(update) });
    const probed = await probeRendered(outputPath);
    const video = probed.streams.find((stream) => stream.codec_type === 'video');
    const audio = probed.streams.find((stream) => stream.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', width: widthPx, height: heightPx, pix_fmt: 'yuv420p' });
    expect(audio).toMatchObject({ codec_name: 'aac', sample_rate: '48000', channels: 2 });
    // 1430 ms of workspace: 36 frames of 40 ms; within one frame either way.
    expect(Math.abs(probed.durationMs - 1430)).toBeLessThanOrEqual(40);
    expect(Math.abs(Number(video!.duration) * 1000 - 1430)).toBeLessThanOrEqual(40);
    expect(result).toMatchObject({ durationMs: 1440, frameCount: 36, widthPx, heightPx });
    expect(progress.at(-1)).toEqual({ stage: 'done', percent: 100 });
    const percents = progress.map((update) => update.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('puts the index first (+faststart) and writes the cover, scene thumbnails and subtitle files', async () => {
    const outputPath = path.join(directory, 'extras', 'talk.mp4');
    const result = await renderWorkspace(sampleWorkspace(0, 1000), { outputPath, scale: 0.25 });
    const head = (await readFile(outputPath)).subarray(0, 64 * 1024).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(0);
    expect(head.indexOf('moov')).toBeLessThan(head.indexOf('mdat') === -1 ? Infinity : head.indexOf('mdat'));
    const cover = await loadImage(result.coverPath);
    expect([cover.width, cover.height]).toEqual([270, 480]);
    expect(result.thumbnailPaths).toHaveLength(2);
    for (const thumbnailPath of result.thumbnailPaths) expect(existsSync(thumbnailPath)).toBe(true);
    expect(await readFile(result.subtitles!.srtPath, 'utf8')).toBe(
      '1\n00:00:00,000 --> 00:00:00,450\nHello there.\n\n2\n00:00:00,450 --> 00:00:01,000\nGeneral idea.\n',
    );
    expect(await readFile(result.subtitles!.vttPath, 'utf8')).toContain('WEBVTT\n\n00:00:00.000 --> 00:00:00.450\nHello there.');
    expect((await readdir(path.dirname(outputPath))).sort()).toEqual([
      'talk.cover.jpg',
      'talk.mp4',
      'talk.scene-1.jpg',
      'talk.scene-2.jpg',
      'talk.srt',
      'talk.vtt',
    ]);
  });

  it('writes subtitle sidecars even when subtitles are not burned in', async () => {
    const workspace = { ...sampleWorkspace(2, 1000), render_subtitle: false };
    const result = await renderWorkspace(workspace, { outputPath: path.join(directory, 'unburned', 'talk.mp4'), scale: 0.125 });
    expect(result.subtitles?.cues.map((cue) => cue.text)).toEqual(['Hello there.', 'General idea.']);
    expect(await readFile(result.subtitles!.srtPath, 'utf8')).toContain('General idea.');
  });

  it('writes no subtitle files for a video without captions (a recording whose words are not known), and removes stale ones', async () => {
    const captioned = sampleWorkspace(0, 1000);
    const uncaptioned: WorkspaceInput = {
      ...captioned,
      scenes: captioned.scenes.map((scene) => ({ ...scene, tracks: (scene.tracks ?? []).filter((track) => track.type !== 'subtitle') })),
    };
    const outputPath = path.join(directory, 'uncaptioned', 'talk.mp4');
    await renderWorkspace(captioned, { outputPath, scale: 0.125 });
    expect(existsSync(path.join(directory, 'uncaptioned', 'talk.srt'))).toBe(true);
    const result = await renderWorkspace(uncaptioned, { outputPath, scale: 0.125 });
    expect(result.subtitles).toBeNull();
    expect((await readdir(path.dirname(outputPath))).sort()).toEqual(['talk.cover.jpg', 'talk.mp4', 'talk.scene-1.jpg', 'talk.scene-2.jpg']);
  });

  it('reports a missing media file clearly and leaves nothing behind', async () => {
    const workspace: WorkspaceInput = {
      schemaVersion: 1,
      scenes: [
        {
          duration: 500,
          tracks: [{ type: 'video', index: 0, layers: [{ type: 'video', path: 'missing.mp4', x: 0, y: 0, w: 10, h: 10, timeline: { start: 0, end: 500 } }] }],
        },
      ],
    };
    const outputDirectory = path.join(directory, 'failed');
    await expect(renderWorkspace(workspace, { outputPath: path.join(outputDirectory, 'talk.mp4'), mediaDirectory: directory, scale: 0.1 })).rejects.toThrow(
      /missing\.mp4/,
    );
    expect(existsSync(path.join(outputDirectory, 'talk.mp4'))).toBe(false);
  });
});
