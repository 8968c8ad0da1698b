import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { resolveFfmpegPath, runFfmpeg } from '@talkreel/platform/media';

/** Media for tests, made with the shipped ffmpeg and canvas (never a system ffmpeg, never downloaded). */
const ffmpegPath = () => resolveFfmpegPath(process.env.FFMPEG_PATH);

async function ffmpeg(args: string[]): Promise<void> {
  await runFfmpeg({ ffmpegPath: ffmpegPath(), args: ['-loglevel', 'error', '-y', ...args] });
}

/** A clip of solid colours, `secondsEach` each, at 25 fps (keyframe every second), optionally with a tone. */
export async function createColourSequenceClip(
  directory: string,
  name: string,
  colours: readonly string[],
  options: { secondsEach?: number; widthPx?: number; heightPx?: number; toneHz?: number } = {},
): Promise<string> {
  const secondsEach = options.secondsEach ?? 1;
  const size = `${options.widthPx ?? 160}x${options.heightPx ?? 90}`;
  const inputs = colours.flatMap((colour) => ['-f', 'lavfi', '-i', `color=c=${colour}:s=${size}:r=25:d=${secondsEach}`]);
  const concat = `${colours.map((_, index) => `[${index}:v]`).join('')}concat=n=${colours.length}:v=1:a=0[v]`;
  const totalSeconds = secondsEach * colours.length;
  const audio = options.toneHz ? ['-f', 'lavfi', '-i', `sine=frequency=${options.toneHz}:sample_rate=48000:duration=${totalSeconds}`] : [];
  const audioMap = options.toneHz ? ['-map', `${colours.length}:a`, '-c:a', 'aac'] : [];
  const filePath = path.join(directory, name);
  await ffmpeg([
    ...inputs,
    ...audio,
    '-filter_complex',
    concat,
    '-map',
    '[v]',
    ...audioMap,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-g',
    '25',
    '-pix_fmt',
    'yuv420p',
    filePath,
  ]);
  return filePath;
}

/** lavfi's sine source peaks at 1/8 of full scale. */
const sineSourcePeak = 1 / 8;

/** A WAV of silence with a sine tone between `startMs` and `startMs + toneMs`, peaking at `amplitude` (0–1). */
export async function createToneWav(
  directory: string,
  name: string,
  options: { durationMs: number; startMs?: number; toneMs?: number; frequencyHz?: number; amplitude?: number },
): Promise<string> {
  const startMs = options.startMs ?? 0;
  const toneMs = options.toneMs ?? options.durationMs - startMs;
  const volume = (options.amplitude ?? 0.5) / sineSourcePeak;
  const filePath = path.join(directory, name);
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=${options.frequencyHz ?? 440}:sample_rate=48000:duration=${toneMs / 1000}`,
    '-af',
    `volume=${volume},adelay=${startMs}|${startMs},apad=whole_len=${Math.round((options.durationMs * 48000) / 1000)}`,
    '-ac',
    '2',
    '-c:a',
    'pcm_s16le',
    filePath,
  ]);
  return filePath;
}

/** A PNG with four coloured quadrants and a white dot in the middle: orientation and crops show at a glance. */
export async function createQuadrantImage(directory: string, name: string, widthPx = 200, heightPx = 100): Promise<string> {
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  const colours = ['#e53935', '#43a047', '#1e88e5', '#fdd835'];
  colours.forEach((colour, index) => {
    context.fillStyle = colour;
    context.fillRect((index % 2) * (widthPx / 2), Math.floor(index / 2) * (heightPx / 2), widthPx / 2, heightPx / 2);
  });
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(widthPx / 2, heightPx / 2, Math.min(widthPx, heightPx) / 8, 0, Math.PI * 2);
  context.fill();
  const filePath = path.join(directory, name);
  await writeFile(filePath, canvas.toBuffer('image/png'));
  return filePath;
}
