import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { mouthTrackFromPhonemes } from '@talkreel/face';
import { renderWorkspace } from '@talkreel/render';
import { decodeWav, EspeakNgEngine } from '@talkreel/speech';
import type { WorkspaceInput } from '@talkreel/timeline';
import { embeddedImageEngine, renderLookPng } from '../src/embedded/embedded-image-engine.ts';
import { designLooks } from '../src/embedded/look-design.ts';
import { createTalkingLookFrameSource } from '../src/frame-source/talking-look-frame-source.ts';
import type { LongTalkingAvatarResult } from './long-talking-avatar.ts';

const run = promisify(execFile);

const attempts = 3;
/** About a minute of speech at eSpeak NG's normal pace. */
const script = [
  'Hello and welcome. I am one of the avatars that ship with Talkreel, drawn on this machine and animated as I speak.',
  'Every sound you hear moves my mouth: the lips close for the letters B, M and P, open wide for the long vowels, and round for the O sounds.',
  'My eyes blink every few seconds, and my head follows the rhythm of the sentence with small nods and sways.',
  'Nothing here needs a graphics card or a network connection. The voice is synthesised here, the mouth shapes come from its sounds, and each frame is drawn and encoded while you wait.',
  'Long scripts are split into scenes of about twenty seconds, so a ten minute video takes no more memory than a short one.',
  'Thank you for watching. Type your own script, choose a voice, and make me say anything you like.',
].join(' ');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The embedded engine's four looks (720×1280 PNGs), and a 60 s talking-avatar
 * video at 1080×1920 from a script, speech included (video seconds per wall
 * second).
 */
export async function runBenchmarks(): Promise<void> {
  const request = {
    style: 'professional',
    gender: 'female',
    age: 'adult',
    ethnicity: 'any',
    appearance: 'glasses, navy blazer',
    background: 'office',
    aspectRatio: 0,
    count: 4,
  } as const;
  await embeddedImageEngine.generate({ ...request, seed: 1 });
  const lookTimings: number[] = [];
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const startedMs = performance.now();
    await embeddedImageEngine.generate({ ...request, seed: 100 + attempt });
    lookTimings.push(performance.now() - startedMs);
  }
  console.log(`BENCH looks_4_images_ms ${median(lookTimings).toFixed(0)} ms`);

  const directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-looks-bench-'));
  try {
    const design = designLooks({ ...request, count: 1, seed: 7 })[0]!;
    const stillPath = path.join(directory, 'look.png');
    await writeFile(stillPath, await renderLookPng(design, { widthPx: 1080, heightPx: 1920 }));
    const engine = new EspeakNgEngine();
    const realtimes: number[] = [];
    let durationMs = 0;
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const startedMs = performance.now();
      const speech = await engine.synthesize({ text: script, voice: 'en-us+f3' });
      const track = mouthTrackFromPhonemes(speech.phonemes, decodeWav(speech.audio));
      durationMs = Math.floor(track.durationMs / 40) * 40;
      const workspace: WorkspaceInput = {
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
                layers: [{ type: 'person', id: 'host', path: stillPath, x: 0, y: 0, w: 1080, h: 1920, timeline: { start: 0, end: durationMs } }],
              },
            ],
          },
        ],
      };
      await renderWorkspace(workspace, {
        outputPath: path.join(directory, 'avatar.mp4'),
        personFrameSource: createTalkingLookFrameSource({ host: { design, track, seed: 3 } }),
      });
      realtimes.push(durationMs / (performance.now() - startedMs));
    }
    console.log(`# ${(durationMs / 1000).toFixed(1)} s of 1080×1920, speech included; runs: ${realtimes.map((value) => value.toFixed(2)).join(', ')} x`);
    console.log(`BENCH talking_avatar_realtime_1080p ${median(realtimes).toFixed(2)} x`);

    await engine.close();
  } finally {
    await rm(directory, { recursive: true, force: true });
  }

  // Memory: a 1-minute and a 10-minute script, each in a fresh process (the peak of one render must not hide in another's).
  const short = await probeLongTalkingAvatar(4);
  const long = await probeLongTalkingAvatar(46);
  console.log(
    `# ${(short.durationMs / 60_000).toFixed(1)} min: ${short.peakRssMb.toFixed(0)} MB; ${(long.durationMs / 60_000).toFixed(1)} min: ${long.peakRssMb.toFixed(0)} MB at ${long.realtime.toFixed(2)} x real time (540×960)`,
  );
  console.log(`BENCH talking_avatar_10min_peak_rss_mb ${long.peakRssMb.toFixed(0)} MB`);
  console.log(`BENCH talking_avatar_rss_10min_vs_1min ${(long.peakRssMb / short.peakRssMb).toFixed(2)} ratio`);
}

async function probeLongTalkingAvatar(sceneCount: number): Promise<LongTalkingAvatarResult> {
  const probe = fileURLToPath(new URL('./long-talking-avatar.ts', import.meta.url));
  const { stdout } = await run(process.execPath, ['--import', 'tsx', probe, String(sceneCount)], { maxBuffer: 1 << 20 });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as LongTalkingAvatarResult;
}
