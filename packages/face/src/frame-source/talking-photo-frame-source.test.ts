import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWorkspace, type PersonFrameSource } from '@talkreel/render';
import { EspeakNgEngine } from '@talkreel/speech';
import { fitMedia, type WorkspaceInput } from '@talkreel/timeline';
import { eyes, innerLipIndices } from '../animator/face-landmarks.ts';
import type { MouthTrack } from '../face-types.ts';
import { frameLoudness, speakWithPause, type SpokenClip } from '../mouth/mouth-speech.fixture.ts';
import { mouthTrackFromAudio } from '../mouth/mouth-track-from-audio.ts';
import { mouthTrackFromPhonemes } from '../mouth/mouth-track-from-phonemes.ts';
import { createSyllableTrack, getFixturePhotoPath, loadFixtureMesh, readVideoFrames } from '../testing/face-fixtures.ts';
import { createTalkingPhotoFrameSource } from './talking-photo-frame-source.ts';

const photo = 'katherine_maher_800px';
const durationMs = 10_000;
/** 9:16 at a quarter of 1080×1920. */
const scale = 0.25;
const widthPx = 270;
const heightPx = 480;
const frameStepMs = 40;

let directory = '';
let track: MouthTrack;
let fixture: Awaited<ReturnType<typeof loadFixtureMesh>>;
/** Real speech (eSpeak NG) with a 1 s pause of digital silence in it. */
let speech: SpokenClip & { pauseStartMs: number; pauseEndMs: number };
const engine = new EspeakNgEngine();

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-talking-photo-'));
  fixture = await loadFixtureMesh(photo);
  track = createSyllableTrack(durationMs, 7);
  speech = await speakWithPause(engine);
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
            layers: [{ type: 'person', id: 'host', path: getFixturePhotoPath(photo), x: 0, y: 0, w: 1080, h: 1920, timeline: { start: 0, end: durationMs } }],
          },
        ],
      },
    ],
  };
}

async function render(name: string, source: PersonFrameSource, lengthMs = durationMs): Promise<Buffer[]> {
  const result = await renderWorkspace(workspaceOf(lengthMs), { outputPath: path.join(directory, `${name}.mp4`), scale, personFrameSource: source });
  expect([result.widthPx, result.heightPx]).toEqual([widthPx, heightPx]);
  return readVideoFrames(result.videoPath, widthPx, heightPx);
}

/** Landmarks in output px (the photo covers the 9:16 frame, centred). */
function toFrame(index: number): [number, number] {
  const { source } = fitMedia(fixture.imageWidthPx, fixture.imageHeightPx, widthPx, heightPx, 'cover');
  const [x, y] = fixture.mesh[index]!;
  return [((x - source.x) * widthPx) / source.width, ((y - source.y) * heightPx) / source.height];
}

function boxAround(indices: readonly number[], grow: { x: number; up: number; down: number }) {
  const points = indices.map(toFrame);
  const left = Math.min(...points.map(([x]) => x));
  const right = Math.max(...points.map(([x]) => x));
  const top = Math.min(...points.map(([, y]) => y));
  const bottom = Math.max(...points.map(([, y]) => y));
  const width = right - left;
  return {
    left: Math.floor(left - width * grow.x),
    right: Math.ceil(right + width * grow.x),
    top: Math.floor(top - width * grow.up),
    bottom: Math.ceil(bottom + width * grow.down),
  };
}

const luma = (frame: Buffer, offset: number) => 0.299 * frame[offset]! + 0.587 * frame[offset + 1]! + 0.114 * frame[offset + 2]!;

/** The mouth's opening as seen: pixels of the mouth box much darker than the lips around them. */
function measureOpening(frame: Buffer, box: ReturnType<typeof boxAround>): number {
  let dark = 0;
  for (let y = box.top; y < box.bottom; y += 1) for (let x = box.left; x < box.right; x += 1) if (luma(frame, (y * widthPx + x) * 4) < 75) dark += 1;
  return dark;
}

function pearson(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  const meanA = a.slice(0, n).reduce((sum, value) => sum + value, 0) / n;
  const meanB = b.slice(0, n).reduce((sum, value) => sum + value, 0) / n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let index = 0; index < n; index += 1) {
    cov += (a[index]! - meanA) * (b[index]! - meanB);
    varA += (a[index]! - meanA) ** 2;
    varB += (b[index]! - meanB) ** 2;
  }
  return cov / Math.sqrt(varA * varB);
}

/** Mean SSIM of the grey frames over 8×8 windows that lie outside `exclude`. */
function ssimOutside(a: Buffer, b: Buffer, exclude: ReturnType<typeof boxAround>): number {
  const window = 8;
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  let count = 0;
  for (let top = 0; top + window <= heightPx; top += window) {
    for (let left = 0; left + window <= widthPx; left += window) {
      if (left < exclude.right && left + window > exclude.left && top < exclude.bottom && top + window > exclude.top) continue;
      let sumA = 0;
      let sumB = 0;
      let sumAA = 0;
      let sumBB = 0;
      let sumAB = 0;
      for (let y = top; y < top + window; y += 1) {
        for (let x = left; x < left + window; x += 1) {
          const offset = (y * widthPx + x) * 4;
          const va = luma(a, offset);
          const vb = luma(b, offset);
          sumA += va;
          sumB += vb;
          sumAA += va * va;
          sumBB += vb * vb;
          sumAB += va * vb;
        }
      }
      const n = window * window;
      const meanA = sumA / n;
      const meanB = sumB / n;
      const varA = sumAA / n - meanA * meanA;
      const varB = sumBB / n - meanB * meanB;
      const cov = sumAB / n - meanA * meanB;
      total += ((2 * meanA * meanB + c1) * (2 * cov + c2)) / ((meanA * meanA + meanB * meanB + c1) * (varA + varB + c2));
      count += 1;
    }
  }
  return total / count;
}

describe('talking photo frames, rendered', () => {
  let frames: Buffer[] = [];
  let still: Buffer[] = [];

  beforeAll(async () => {
    frames = await render(
      'talking',
      createTalkingPhotoFrameSource({ host: { photoPath: getFixturePhotoPath(photo), ...fixture, track, seed: 3, headMotion: false } }),
    );
    // The same photo drawn by the renderer as a still picture: the reference for what must not change.
    still = await render('still', { open: async () => null }, 200);
  }, 120_000);

  /**
   * Renders the photo speaking `speech` driven by `spokenTrack`, measures the
   * mouth's opening in every output frame and compares it with the loudness
   * of the audio itself (RMS of the samples per 40 ms frame), aligned and
   * shifted by 320 ms; then checks the pause.
   */
  async function expectLipSync(name: string, spokenTrack: MouthTrack): Promise<void> {
    const lengthMs = Math.floor(speech.durationMs / frameStepMs) * frameStepMs;
    const spoken = await render(
      name,
      createTalkingPhotoFrameSource({ host: { photoPath: getFixturePhotoPath(photo), ...fixture, track: spokenTrack, seed: 3, headMotion: false } }),
      lengthMs,
    );
    const mouthBox = boxAround(innerLipIndices, { x: 0.1, up: 0.1, down: 0.45 });
    const openings = spoken.map((frame) => measureOpening(frame, mouthBox));
    const loudness = frameLoudness(speech.pcm, frameStepMs);
    const shiftFrames = 8;
    const aligned = pearson(openings, loudness);
    const misaligned = pearson(openings.slice(shiftFrames), loudness);
    console.log(`${name}: mouth opening vs audio loudness r = ${aligned.toFixed(3)}, 320 ms apart r = ${misaligned.toFixed(3)}`);
    expect(aligned).toBeGreaterThanOrEqual(0.6);
    expect(aligned - misaligned).toBeGreaterThan(0.2);
    const closedLevel = Math.min(...openings);
    const range = Math.max(...openings) - closedLevel;
    const inPause = openings.slice(Math.ceil((speech.pauseStartMs + 100) / frameStepMs), Math.floor((speech.pauseEndMs - 50) / frameStepMs));
    expect(inPause.length).toBeGreaterThan(15);
    for (const opening of inPause) expect(opening - closedLevel).toBeLessThanOrEqual(range * 0.05);
  }

  it('moves the lips with synthesised speech (phoneme track): opening follows the audio loudness, closed in a 1 s pause', async () => {
    await expectLipSync('phonemes', mouthTrackFromPhonemes(speech.phonemes, speech.pcm));
  }, 60_000);

  it('moves the lips with a recording (track from its sound alone): opening follows the audio loudness, closed in a 1 s pause', async () => {
    await expectLipSync('recording', await mouthTrackFromAudio(speech.pcm));
  }, 60_000);

  it('leaves everything outside the mouth and jaw as the photo was (head motion off)', () => {
    const jawBox = boxAround([...innerLipIndices, 152, 148, 377, 176, 400], { x: 0.35, up: 0.25, down: 0.2 });
    const scores = frames.map((frame) => ssimOutside(frame, still[0]!, jawBox));
    console.log(`SSIM outside the mouth and jaw: min ${Math.min(...scores).toFixed(4)}, mean ${(scores.reduce((a, b) => a + b) / scores.length).toFixed(4)}`);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(0.9);
  });

  it('blinks every few seconds', () => {
    const eyeBox = boxAround([...eyes[0].upper, ...eyes[0].lower, ...eyes[1].upper, ...eyes[1].lower], { x: 0.02, up: 0.05, down: 0.02 });
    const difference = frames.map((frame) => {
      let sum = 0;
      for (let y = eyeBox.top; y < eyeBox.bottom; y += 1)
        for (let x = eyeBox.left; x < eyeBox.right; x += 1) sum += Math.abs(luma(frame, (y * widthPx + x) * 4) - luma(still[0]!, (y * widthPx + x) * 4));
      return sum / ((eyeBox.bottom - eyeBox.top) * (eyeBox.right - eyeBox.left));
    });
    const isClosing = difference.map((value) => value > 6);
    const blinkCount = isClosing.filter((value, index) => value && !isClosing[index - 1]).length;
    const closingFrames = isClosing.filter(Boolean).length;
    console.log(`blinks in 10 s: ${blinkCount} (${closingFrames} frames)`);
    expect(blinkCount).toBeGreaterThanOrEqual(2);
    expect(blinkCount).toBeLessThanOrEqual(6);
    expect(closingFrames).toBeLessThan(frames.length * 0.15);
  });
});

describe('createTalkingPhotoFrameSource', () => {
  /** Copies of the frames; `opaqueClaims` gets each frame's isOpaque. */
  async function drawFrames(seed: number, count: number, opaqueClaims: (boolean | undefined)[] = []): Promise<Buffer[]> {
    const source = createTalkingPhotoFrameSource({ host: { photoPath: getFixturePhotoPath(photo), ...fixture, track, seed } });
    const element = { type: 'person', id: 'host', path: 'x', x: 0, y: 0, w: 1080, h: 1920, fit_mode: 'cover' } as never;
    const stream = await source.open({ element, elementKey: 'host', mediaPath: 'x', widthPx, heightPx });
    const frames: Buffer[] = [];
    for (let index = 0; index < count; index += 1) {
      const frame = (await stream!.frameAt(index * frameStepMs))!;
      frames.push(Buffer.from(frame.data));
      opaqueClaims.push(frame.isOpaque);
    }
    await stream!.close();
    return frames;
  }

  it('draws the same frames for the same seed, other head motion for another', async () => {
    const first = await drawFrames(11, 60);
    const again = await drawFrames(11, 60);
    const other = await drawFrames(12, 60);
    expect(again.every((frame, index) => frame.equals(first[index]!))).toBe(true);
    expect(other.some((frame, index) => !frame.equals(first[index]!))).toBe(true);
  });

  it('says its frames of an opaque photo are opaque, and they are', async () => {
    const opaqueClaims: (boolean | undefined)[] = [];
    const frames = await drawFrames(11, 60, opaqueClaims);
    expect(opaqueClaims.every((claim) => claim === true)).toBe(true);
    let translucentPixels = 0;
    for (const frame of frames) for (let offset = 3; offset < frame.length; offset += 4) if (frame[offset] !== 255) translucentPixels += 1;
    expect(translucentPixels).toBe(0);
  });

  it('fails with the element and the cause when the photo cannot be read', async () => {
    const source = createTalkingPhotoFrameSource({ host: { photoPath: path.join(directory, 'missing.jpg'), ...fixture, track, seed: 1 } });
    const element = { type: 'person', id: 'host', path: 'x', x: 0, y: 0, w: 1080, h: 1920, fit_mode: 'cover' } as never;
    await expect(source.open({ element, elementKey: 'host', mediaPath: 'x', widthPx, heightPx })).rejects.toThrow(/^talking photo host: ENOENT/);
  });

  it('declines person elements it has no input for', async () => {
    const source = createTalkingPhotoFrameSource({});
    const element = { type: 'person', id: 'guest', path: 'x', x: 0, y: 0, w: 10, h: 10 } as never;
    expect(await source.open({ element, elementKey: 'guest', mediaPath: 'x', widthPx: 10, heightPx: 10 })).toBeNull();
  });
});
