import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { resolveFfmpegPath } from '@talkreel/platform/media';
import type { MeshPoint, MouthCue, MouthTrack } from '../face-types.ts';

const execFileAsync = promisify(execFile);

/** Corpus photos with mesh fixtures: Christophe Henner wears glasses, Katherine Maher smiles showing her teeth. */
export type FixturePhoto = 'katherine_maher_800px' | 'filippo_giunchedi_2015_800px' | 'christophe_henner_2016_800px';

/** A corpus photo's path (the shared corpora sit beside the repository). */
export const getFixturePhotoPath = (name: FixturePhoto) => path.resolve(import.meta.dirname, '../../../../../shared/corpora/faces/positive', `${name}.jpg`);

/** The photo's face mesh as Human found it (scripts/make-mesh-fixtures.ts). */
export async function loadFixtureMesh(name: FixturePhoto): Promise<{ mesh: MeshPoint[]; imageWidthPx: number; imageHeightPx: number }> {
  return JSON.parse(await readFile(path.resolve(import.meta.dirname, '../animator/__fixtures__', `${name}.mesh.json`), 'utf8')) as {
    mesh: MeshPoint[];
    imageWidthPx: number;
    imageHeightPx: number;
  };
}

/** The photo as straight RGBA at its own size. */
export async function loadFixturePhoto(name: FixturePhoto): Promise<{ rgba: Uint8Array; widthPx: number; heightPx: number }> {
  const image = await loadImage(await readFile(getFixturePhotoPath(name)));
  const canvas = createCanvas(image.width, image.height);
  canvas.getContext('2d').drawImage(image, 0, 0);
  return {
    rgba: new Uint8Array(canvas.getContext('2d').getImageData(0, 0, image.width, image.height).data.buffer),
    widthPx: image.width,
    heightPx: image.height,
  };
}

/**
 * A speech-like loudness envelope: syllables (raised cosines 120–320 ms long,
 * peaks 0.3–1, seeded) with silent stretches where `isSilent` says.
 */
export function createSyllableTrack(durationMs: number, seed: number, isSilent: (timeMs: number) => boolean = () => false): MouthTrack {
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const stepMs = 10;
  const envelope = new Array<number>(Math.ceil(durationMs / stepMs)).fill(0);
  const cues: MouthCue[] = [];
  let startMs = 200;
  while (startMs < durationMs) {
    const lengthMs = 120 + random() * 200;
    const peak = 0.3 + random() * 0.7;
    for (let timeMs = startMs; timeMs < startMs + lengthMs && timeMs < durationMs; timeMs += stepMs) {
      if (isSilent(timeMs)) continue;
      const index = Math.round(timeMs / stepMs);
      envelope[index] = Math.max(envelope[index]!, peak * 0.5 * (1 - Math.cos(((timeMs - startMs) / lengthMs) * Math.PI * 2)));
    }
    if (!isSilent(startMs)) cues.push({ startMs, endMs: Math.min(durationMs, startMs + lengthMs), shape: peak > 0.65 ? 'D' : 'C' });
    startMs += lengthMs + random() * 120;
  }
  // Rest between the syllables: the shapes of a track cover all of it.
  const covered: MouthCue[] = [];
  let cursorMs = 0;
  for (const cue of cues) {
    if (cue.startMs > cursorMs) covered.push({ startMs: cursorMs, endMs: cue.startMs, shape: 'X' });
    covered.push(cue);
    cursorMs = cue.endMs;
  }
  if (cursorMs < durationMs) covered.push({ startMs: cursorMs, endMs: durationMs, shape: 'X' });
  return { durationMs, cues: covered, envelope, envelopeStepMs: stepMs, source: 'audio' };
}

/** Every frame of a video as RGBA, decoded by the shipped ffmpeg. */
export async function readVideoFrames(videoPath: string, widthPx: number, heightPx: number): Promise<Buffer[]> {
  const { stdout } = await execFileAsync(
    resolveFfmpegPath(process.env.FFMPEG_PATH),
    ['-v', 'error', '-i', videoPath, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'],
    {
      encoding: 'buffer',
      maxBuffer: 1024 * 1024 * 1024,
    },
  );
  const frameBytes = widthPx * heightPx * 4;
  return Array.from({ length: Math.floor(stdout.length / frameBytes) }, (_, index) => stdout.subarray(index * frameBytes, (index + 1) * frameBytes));
}
