// Makes the example media with the project's own ffmpeg and canvas (nothing
// is downloaded): `node --import tsx examples/make-media.ts`. Deterministic
// and small (well under 3 MB), so the files are committed.
import { spawn } from 'node:child_process';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { resolveFfmpegPath, runFfmpeg } from '@talkreel/platform';
import { drawPortrait } from './media-makers/draw-portrait.ts';
import { drawLandscape, drawLogo } from './media-makers/draw-scenery.ts';
import { encodeWav, speechEnvelope, synthesizeVoice, voiceSampleRateHz } from './media-makers/synthesize-voice.ts';
import { synthesizeMusicLoop } from './media-makers/synthesize-music.ts';

const mediaDirectory = path.join(import.meta.dirname, 'media');
const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
const interBoldPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@expo-google-fonts/inter/package.json')), '700Bold/Inter_700Bold.ttf');

const ffmpeg = (args: string[]) => runFfmpeg({ ffmpegPath, args: ['-loglevel', 'error', '-y', ...args] });

async function writePicture(
  name: string,
  widthPx: number,
  heightPx: number,
  draw: (context: ReturnType<ReturnType<typeof createCanvas>['getContext']>) => void,
) {
  const canvas = createCanvas(widthPx, heightPx);
  draw(canvas.getContext('2d'));
  const filePath = path.join(mediaDirectory, name);
  await writeFile(filePath, name.endsWith('.jpg') ? canvas.toBuffer('image/jpeg', 82) : canvas.toBuffer('image/png'));
}

/** SMPTE bars with a white box sweeping across and the clip's own timestamp, plus a beep each second. */
async function makeColourBars(): Promise<void> {
  const durationSeconds = 6;
  const graph = [
    `smptebars=s=640x360:r=25:d=${durationSeconds}[bars]`,
    `color=c=white:s=72x72:r=25:d=${durationSeconds}[box]`,
    "[bars][box]overlay=x='mod(t*200\\,568)':y='150+70*sin(t*3)'[moving]",
    `[moving]drawtext=fontfile=${interBoldPath}:text='%{pts\\:hms}':x=16:y=16:fontsize=36:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8[v]`,
    `aevalsrc='0.25*sin(2*PI*660*t)*lt(mod(t\\,1)\\,0.12)':s=48000:d=${durationSeconds}[a]`,
  ].join(';');
  await ffmpeg([
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-g',
    '25',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-movflags',
    '+faststart',
    path.join(mediaDirectory, 'colour-bars.mp4'),
  ]);
}

/** The drawn presenter talking for 4 s: mouth and sound follow the same envelope, with a blink. */
async function makePresenter(): Promise<void> {
  const durationMs = 4000;
  const [widthPx, heightPx] = [480, 640];
  const voicePath = path.join(mediaDirectory, 'voice.tmp.wav');
  await writeFile(voicePath, encodeWav(synthesizeVoice(durationMs), voiceSampleRateHz));
  const args = [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'rawvideo',
    '-pix_fmt',
    'rgba',
    '-s',
    `${widthPx}x${heightPx}`,
    '-framerate',
    '25',
    '-i',
    'pipe:0',
    '-i',
    voicePath,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    '-shortest',
    '-movflags',
    '+faststart',
    path.join(mediaDirectory, 'presenter.mp4'),
  ];
  const child = spawn(ffmpegPath, args, { stdio: ['pipe', 'inherit', 'inherit'] });
  const canvas = createCanvas(widthPx, heightPx);
  const context = canvas.getContext('2d');
  for (let frameIndex = 0; frameIndex < (durationMs / 1000) * 25; frameIndex += 1) {
    const timeMs = frameIndex * 40;
    const blink = Math.max(0, 1 - Math.abs(timeMs - 2600) / 80);
    drawPortrait(context, widthPx, heightPx, { mouthOpen: speechEnvelope(timeMs + 20), blink, swayPx: 6 * Math.sin(timeMs / 700) });
    if (!child.stdin.write(canvas.data())) await new Promise((resolve) => child.stdin.once('drain', resolve));
  }
  child.stdin.end();
  await new Promise<void>((resolve, reject) => child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code}`)))));
  await rm(voicePath);
}

/** MP3, one of the types uploads accept for audio (contract UPLOAD_RULES), so the sample can be uploaded as it is. */
async function makeMusic(): Promise<void> {
  const wavPath = path.join(mediaDirectory, 'music.tmp.wav');
  await writeFile(wavPath, encodeWav(synthesizeMusicLoop(), voiceSampleRateHz));
  await ffmpeg([
    '-i',
    wavPath,
    '-c:a',
    'libmp3lame',
    '-b:a',
    '96k',
    '-ac',
    '1',
    '-map_metadata',
    '-1',
    '-write_xing',
    '0',
    path.join(mediaDirectory, 'music-loop.mp3'),
  ]);
  await rm(wavPath);
}

await mkdir(mediaDirectory, { recursive: true });
if (process.argv.includes('--music-only')) {
  await makeMusic();
  process.exit(0);
}
await writePicture('landscape.jpg', 1280, 720, (context) => drawLandscape(context, 1280, 720));
await writePicture('portrait.png', 600, 800, (context) => drawPortrait(context, 600, 800, { mouthOpen: 0.15, blink: 0, swayPx: 0 }));
await writePicture('logo.png', 256, 256, (context) => drawLogo(context, 256));
await makeColourBars();
await makePresenter();
await makeMusic();
let totalBytes = 0;
for (const name of ['landscape.jpg', 'portrait.png', 'logo.png', 'colour-bars.mp4', 'presenter.mp4', 'music-loop.mp3']) {
  const { size } = await stat(path.join(mediaDirectory, name));
  totalBytes += size;
  console.log(`${name.padEnd(18)} ${(size / 1024).toFixed(0).padStart(5)} KiB`);
}
console.log(`total              ${(totalBytes / 1024).toFixed(0).padStart(5)} KiB`);
