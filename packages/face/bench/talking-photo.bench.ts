import { execFile } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { resolveFfmpegPath } from '@talkreel/platform/media';
import { defaultEncoderSettings, I420Frames, outputFps, renderWorkspace } from '@talkreel/render';
import type { WorkspaceInput } from '@talkreel/timeline';
import { fitMedia } from '@talkreel/timeline';
import { createFaceAnimator } from '../src/animator/face-animator.ts';
import { createMotion } from '../src/animator/motion.ts';
import type { MeshPoint } from '../src/face-types.ts';
import { createTalkingPhotoFrameSource } from '../src/frame-source/talking-photo-frame-source.ts';
import type { TalkingPhotoInput } from '../src/frame-source/talking-photo-input.ts';
import { mouthPoseAt } from '../src/mouth/mouth-pose.ts';
import { getFixturePhotoPath, loadFixtureMesh } from '../src/testing/face-fixtures.ts';
import { mouthTrackFromPhonemes } from '../src/mouth/mouth-track-from-phonemes.ts';
import { decodeWav, EspeakNgEngine } from '@talkreel/speech';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { readFile } from 'node:fs/promises';

const execFileAsync = promisify(execFile);
const photo = 'katherine_maher_800px';
/** About 30 s of speech at eSpeak NG's normal pace. */
const script =
  'Welcome to Talkreel. This photo was taken on a sunny afternoon, and now it can speak. ' +
  'Type a script, choose a voice, and the face follows every word: the lips open and close, the jaw moves, the eyes blink. ' +
  'Nothing here needs a graphics card or a network connection. The speech is synthesised on this machine, the mouth shapes come from its sounds, ' +
  'and every frame is drawn and encoded while you wait. Thank you for watching, and see you in the next video.';
let durationMs = 30_000;
/** 720×1280: 9:16 at two thirds of 1080×1920. */
const scale = 2 / 3;
const widthPx = 720;
const heightPx = 1280;
const attempts = 3;

function workspaceOf(): WorkspaceInput {
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

/** The same frames the frame source draws (photo covering the 9:16 frame), drawn in this thread into a raw file as the I420 the renderer sends ffmpeg. */
async function writeRawFrames(input: TalkingPhotoInput, filePath: string): Promise<number> {
  const image = await loadImage(await readFile(input.photoPath));
  const { source } = fitMedia(input.imageWidthPx, input.imageHeightPx, widthPx, heightPx, 'cover');
  const canvas = createCanvas(widthPx, heightPx);
  canvas.getContext('2d').imageSmoothingQuality = 'high';
  canvas.getContext('2d').drawImage(image, source.x, source.y, source.width, source.height, 0, 0, widthPx, heightPx);
  const rgba = new Uint8Array(canvas.getContext('2d').getImageData(0, 0, widthPx, heightPx).data.buffer);
  const mesh = input.mesh.map(([x, y, z]): MeshPoint => [
    ((x - source.x) * widthPx) / source.width,
    ((y - source.y) * heightPx) / source.height,
    (z * widthPx) / source.width,
  ]);
  const animator = createFaceAnimator({ rgba, widthPx, heightPx, mesh });
  const motion = createMotion(input.seed, { values: input.track.envelope, stepMs: input.track.envelopeStepMs });
  const stream = createWriteStream(filePath);
  const i420Frames = new I420Frames(widthPx, heightPx);
  const frameCount = Math.round((durationMs / 1000) * outputFps);
  let animatorMs = 0;
  for (let index = 0; index < frameCount; index += 1) {
    const timeMs = (index * 1000) / outputFps;
    const startedMs = performance.now();
    const frame = animator.frameAt(mouthPoseAt(input.track, timeMs), motion.headPoseAt(timeMs));
    animatorMs += performance.now() - startedMs;
    if (!stream.write(i420Frames.convert(frame.data, 'whole-frame').slice())) await once(stream, 'drain');
  }
  stream.end();
  await once(stream, 'close');
  return animatorMs / frameCount;
}

/** CPU seconds of this process (all threads) and its finished children (ffmpeg), from /proc (Linux). */
function readCpuSeconds(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ": utime, stime, cutime, cstime are fields 14–17 (1-based).
  return [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0) / 100;
}

/** Wall and CPU seconds of a run: on a shared machine CPU time says what it costs when wall time says how busy the neighbours were. */
async function time(run: () => Promise<unknown>): Promise<{ wall: number; cpu: number }> {
  const cpuBefore = readCpuSeconds();
  const startedMs = performance.now();
  await run();
  return { wall: (performance.now() - startedMs) / 1000, cpu: readCpuSeconds() - cpuBefore };
}

/**
 * A 30 s talking photo at 720×1280 (synthetic speech envelope, head motion
 * on) rendered through renderWorkspace, against ffmpeg alone encoding the
 * same frames from a raw file; and how long the first frame takes (worker
 * start, photo decode, mesh).
 */
export async function runBenchmarks(): Promise<void> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-face-bench-'));
  try {
    const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
    const fixture = await loadFixtureMesh(photo);
    // Speech is part of the figure: the product synthesises it (and makes the mouth track) before drawing.
    const engine = new EspeakNgEngine();
    const speak = async () => {
      const result = await engine.synthesize({ text: script, voice: 'en-us+f3' });
      return mouthTrackFromPhonemes(result.phonemes, decodeWav(result.audio));
    };
    await speak();
    const speechTimings: number[] = [];
    let track = await speak();
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const startedMs = performance.now();
      track = await speak();
      speechTimings.push((performance.now() - startedMs) / 1000);
    }
    await engine.close();
    durationMs = Math.floor(track.durationMs / 40) * 40;
    const speechSeconds = Math.min(...speechTimings);
    const input: TalkingPhotoInput = { photoPath: getFixturePhotoPath(photo), ...fixture, track, seed: 1 };
    const framesPath = path.join(directory, 'frames.yuv');
    const animatorMsPerFrame = await writeRawFrames(input, framesPath);
    const ceilingArgs = [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
      ...['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${widthPx}x${heightPx}`, '-framerate', String(outputFps), '-i', framesPath],
      ...['-f', 'lavfi', '-i', `anullsrc=r=48000:cl=stereo`, '-t', String(durationMs / 1000)],
      ...['-vf', `fps=${outputFps}`, '-c:v', 'libx264', '-preset', defaultEncoderSettings.preset],
      ...['-crf', String(defaultEncoderSettings.crf), '-pix_fmt', 'yuv420p', '-c:a', 'aac', path.join(directory, 'ceiling.mp4')],
    ];
    const firstFrameMs: number[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      const source = createTalkingPhotoFrameSource({ host: input });
      const element = { type: 'person', id: 'host', path: input.photoPath, x: 0, y: 0, w: 1080, h: 1920, fit_mode: 'cover' } as never;
      const startedMs = performance.now();
      const stream = await source.open({ element, elementKey: 'host', mediaPath: input.photoPath, widthPx, heightPx });
      await stream!.frameAt(0);
      firstFrameMs.push(performance.now() - startedMs);
      await stream!.close();
    }
    const renders: { wall: number; cpu: number }[] = [];
    const ceilings: { wall: number; cpu: number }[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      ceilings.push(await time(() => execFileAsync(ffmpegPath, ceilingArgs)));
      renders.push(
        await time(() =>
          renderWorkspace(workspaceOf(), {
            outputPath: path.join(directory, 'bench.mp4'),
            scale,
            personFrameSource: createTalkingPhotoFrameSource({ host: input }),
          }),
        ),
      );
    }
    const render = Math.min(...renders.map((timing) => timing.wall));
    const ratios = ceilings.map((ceiling, index) => ceiling.wall / renders[index]!.wall).sort((a, b) => a - b);
    const describe = (timings: { wall: number; cpu: number }[]) =>
      timings.map((timing) => `${timing.wall.toFixed(2)} s (${timing.cpu.toFixed(1)} CPU s)`).join(', ');
    console.log(
      `# ${durationMs / 1000} s of ${widthPx}×${heightPx}; speech + mouth track ${speechSeconds.toFixed(2)} s; animator alone ${animatorMsPerFrame.toFixed(2)} ms/frame (this thread)`,
    );
    console.log(`# render: ${describe(renders)}; ffmpeg alone: ${describe(ceilings)}`);
    // A render can take no less wall time than its CPU time spread over every core: the most its ratio can be here.
    const cores = os.availableParallelism();
    const bounds = ceilings.map((ceiling, index) => (ceiling.wall * cores) / renders[index]!.cpu).sort((a, b) => a - b);
    console.log(`# with its CPU time spread over all ${cores} cores, the render's ratio could be at most ${bounds[Math.floor(bounds.length / 2)]!.toFixed(2)}`);
    console.log(`BENCH talking_photo_realtime_720p ${(durationMs / 1000 / (speechSeconds + render)).toFixed(2)} x`);
    console.log(`BENCH talking_photo_ceiling_ratio ${ratios[Math.floor(ratios.length / 2)]!.toFixed(2)} ratio`);
    console.log(`BENCH talking_photo_first_frame_ms ${Math.min(...firstFrameMs).toFixed(0)} ms`);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
