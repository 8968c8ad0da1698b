import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { resolveFfmpegPath } from '@talkreel/platform/media';
import { renderWorkspace, type RenderResult } from '@talkreel/render';
import { addVoiceAndCaptions, findTalkingPersons, fitScenesToSpeech, parseWorkspace, type Workspace } from '@talkreel/timeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formats } from './formats.ts';
import { getProductVideoLayout, type LayoutBox } from './product-video-layout.ts';

/**
 * A 15-second product video through the real renderer, at a quarter of
 * 1080 × 1920. The render job's speech stage is played here by the
 * timeline's own steps (the ones `prepareTalkingPersons` runs): each scene's
 * words timed at 150 a minute, a quiet tone as the voice. Without a face
 * engine the presenter is drawn as its still.
 */

const run = promisify(execFile);
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const scale = 0.25;
const widthPx = 270;
const heightPx = 480;
const wordMs = 400;
const scenes = [
  'Students and remote workers, tired of lamps that flicker?',
  'Meet Aurora LED Desk Lamp from Lumio. Flicker-free light that is easy on the eyes.',
  'Get Aurora LED Desk Lamp today for just 49.99 dollars.',
];
/** The product's own colours: nothing else in the video is this red, this green or this blue. */
const colours = { red: [211, 47, 47], green: [0, 200, 83], blue: [21, 101, 192] } as const;

let directory = '';
let render: RenderResult;
let prepared: Workspace;
let srt = '';

async function writePng(
  name: string,
  canvasWidthPx: number,
  canvasHeightPx: number,
  paint: (context: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void,
) {
  const canvas = createCanvas(canvasWidthPx, canvasHeightPx);
  paint(canvas.getContext('2d'));
  await writeFile(path.join(directory, name), canvas.toBuffer('image/png'));
}

/** A mono 16-bit WAV of a quiet 220 Hz tone: the voice, as far as the mixer is concerned. */
async function writeToneWav(name: string, durationMs: number): Promise<void> {
  const sampleRateHz = 48_000;
  const samples = Math.round((durationMs / 1000) * sampleRateHz);
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(sampleRateHz, 24);
  wav.writeUInt32LE(sampleRateHz * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let index = 0; index < samples; index += 1) wav.writeInt16LE(Math.round(Math.sin((2 * Math.PI * 220 * index) / sampleRateHz) * 3000), 44 + index * 2);
  await writeFile(path.join(directory, name), wav);
}

/** One frame of the rendered MP4 at `atMs`, as RGB bytes. */
async function frameAt(atMs: number): Promise<Buffer> {
  const { stdout } = await run(
    ffmpegPath,
    ['-v', 'error', '-ss', (atMs / 1000).toFixed(3), '-i', render.videoPath, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'],
    { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
  );
  return stdout;
}

/** The share of a region's pixels (fractions of the frame) within 40 of a colour on each channel. */
function shareOf(frame: Buffer, colour: readonly number[], region = { x: 0, y: 0, w: 1, h: 1 }): number {
  let inside = 0;
  let total = 0;
  for (let y = Math.floor(region.y * heightPx); y < Math.floor((region.y + region.h) * heightPx); y += 1) {
    for (let x = Math.floor(region.x * widthPx); x < Math.floor((region.x + region.w) * widthPx); x += 1) {
      const offset = (y * widthPx + x) * 3;
      total += 1;
      if (colour.every((channel, index) => Math.abs(frame[offset + index]! - channel) <= 40)) inside += 1;
    }
  }
  return inside / total;
}

/** Where a scene starts and ends in the rendered video, ms. */
function sceneSpan(sceneIndex: number): { startMs: number; endMs: number } {
  const startMs = prepared.scenes.slice(0, sceneIndex).reduce((sum, scene) => sum + scene.duration, 0);
  return { startMs, endMs: startMs + prepared.scenes[sceneIndex]!.duration };
}

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'product-video-'));
  // A portrait product shot (fills the 9:16 frame): red, with a green disc in the middle to watch the zoom by.
  await writePng('lamp-front.png', 540, 960, (context) => {
    context.fillStyle = `rgb(${colours.red.join(',')})`;
    context.fillRect(0, 0, 540, 960);
    context.fillStyle = `rgb(${colours.green.join(',')})`;
    context.beginPath();
    context.arc(270, 480, 90, 0, Math.PI * 2);
    context.fill();
  });
  // A square one (fitted whole over its blurred copy): blue.
  await writePng('lamp-square.png', 800, 800, (context) => {
    context.fillStyle = `rgb(${colours.blue.join(',')})`;
    context.fillRect(0, 0, 800, 800);
  });
  await writePng('presenter.png', 600, 800, (context) => {
    context.fillStyle = '#9e9e9e';
    context.fillRect(0, 0, 600, 800);
  });
  const workspace = parseWorkspace(
    formats.product_video.buildWorkspace({
      scenes,
      media: [
        { key: 'products/p1/lamp-front.png', type: 'image', widthPx: 540, heightPx: 960 },
        { key: 'products/p1/lamp-square.png', type: 'image', widthPx: 800, heightPx: 800 },
      ],
      presenter: { stillKey: 'avatars/798/presenter.png', lookId: '798', design: null },
      voiceId: 'english-sarah',
      aspectRatio: 0,
      productName: 'Aurora LED Desk Lamp',
      priceText: '$49.99',
      callToAction: 'Shop now',
      burnSubtitles: true,
      // Even: the first picture zooms in.
      seed: 40,
    }),
  );
  // The speech stage, as the render job runs it.
  const persons = findTalkingPersons(workspace);
  for (const [index, person] of persons.entries()) {
    const words = person.element.prop.speech
      .script!.split(/\s+/u)
      .map((text, wordIndex) => ({ text, startMs: wordIndex * wordMs, endMs: (wordIndex + 1) * wordMs - 50 }));
    const durationMs = words.length * wordMs;
    await writeToneWav(`voice-${index}.wav`, durationMs);
    addVoiceAndCaptions(workspace, person, { durationMs, words }, `voice-${index}.wav`);
  }
  fitScenesToSpeech(workspace, persons);
  prepared = workspace;
  render = await renderWorkspace(workspace, {
    outputPath: path.join(directory, 'out', 'product.mp4'),
    scale,
    resolveMediaPath: (mediaPath) => path.join(directory, path.basename(mediaPath)),
  });
  srt = await readFile(render.subtitles!.srtPath, 'utf8');
}, 120_000);
afterAll(() => (process.env.KEEP_RENDER ? console.log('KEPT', directory) : rm(directory, { recursive: true, force: true })));

describe('a product video through the real renderer', () => {
  it('lasts as long as its speech, about 15 s, and captions the product name and price in the SRT', () => {
    expect(render).toMatchObject({ widthPx, heightPx });
    const spokenMs = scenes.reduce((sum, scene) => sum + scene.split(/\s+/u).length * wordMs, 0);
    expect(Math.abs(render.durationMs - spokenMs)).toBeLessThanOrEqual(80);
    expect(render.durationMs).toBeGreaterThan(13_000);
    expect(render.durationMs).toBeLessThan(17_000);
    // A caption may break a line inside the name: the words are read across lines.
    const captioned = srt.replace(/\s+/gu, ' ');
    expect(captioned).toContain('Aurora LED Desk Lamp');
    expect(captioned).toContain('49.99 dollars');
  });

  it('shows each product picture in its scene, the first filling the frame and the second fitted whole', async () => {
    // Left of the middle, clear of the title, the presenter, the cards and the captions.
    const clear = { x: 0.05, y: 0.25, w: 0.45, h: 0.12 };
    const first = sceneSpan(0);
    const firstFrame = await frameAt((first.startMs + first.endMs) / 2);
    expect(shareOf(firstFrame, colours.red, clear)).toBeGreaterThan(0.9);
    expect(shareOf(firstFrame, colours.blue, clear)).toBe(0);
    const second = sceneSpan(1);
    const secondFrame = await frameAt((second.startMs + second.endMs) / 2);
    // The square picture fills the stage's width, a band across the middle; above it, its blurred copy.
    expect(shareOf(secondFrame, colours.blue, { x: 0.1, y: 0.4, w: 0.4, h: 0.1 })).toBeGreaterThan(0.9);
    expect(shareOf(secondFrame, colours.red)).toBe(0);
  });

  it('moves the first picture with a Ken Burns zoom: its disc grows by the zoom’s ratio through the scene', async () => {
    const { startMs, endMs } = sceneSpan(0);
    const upper = { x: 0, y: 0.3, w: 1, h: 0.4 };
    const early = shareOf(await frameAt(startMs + 200), colours.green, upper);
    const late = shareOf(await frameAt(endMs - 200), colours.green, upper);
    // 1.02 → 1.18 in scale is (1.18 / 1.02)² ≈ 1.34 in area, a little less this close to the ends.
    expect(early).toBeGreaterThan(0.01);
    expect(late / early).toBeGreaterThan(1.2);
    expect(late / early).toBeLessThan(1.45);
  });

  it('shows the presenter in its corner, the price card in the scene that says the price and the call to action at the end', async () => {
    const layout = getProductVideoLayout(0, true);
    /** The middle of a box, `share` of its size, as fractions of the frame. */
    const middleOf = (box: LayoutBox, share: number) => ({
      x: (box.x + (box.w * (1 - share)) / 2) / 1080,
      y: (box.y + (box.h * (1 - share)) / 2) / 1920,
      w: (box.w * share) / 1080,
      h: (box.h * share) / 1920,
    });
    const yellow = [255, 214, 10];
    const pink = [255, 45, 85];
    const last = sceneSpan(2);
    const frame = await frameAt(last.endMs - 300);
    // The presenter's grey still in its circle, bottom right; the yellow price card beside it, the pink call to action above.
    expect(shareOf(frame, [158, 158, 158], middleOf(layout.presenter, 0.6))).toBeGreaterThan(0.9);
    expect(shareOf(frame, yellow, middleOf({ ...layout.price, x: layout.price.x + layout.price.w * 0.3, w: layout.price.w * 0.4 }, 0.5))).toBeGreaterThan(0.3);
    expect(
      shareOf(frame, pink, middleOf({ ...layout.callToAction, x: layout.callToAction.x + layout.callToAction.w * 0.3, w: layout.callToAction.w * 0.4 }, 0.5)),
    ).toBeGreaterThan(0.3);
    // Neither card before its time.
    const before = await frameAt(sceneSpan(1).endMs - 300);
    expect(shareOf(before, yellow)).toBe(0);
    expect(shareOf(before, pink)).toBe(0);
  });
});
