import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { resolveFfmpegPath, resolveFfprobePath, runFfmpeg } from '@talkreel/platform/media';
import { getWorkspaceDurationMs, parseWorkspace } from '@talkreel/timeline';
import { mixWorkspaceAudio } from '../src/audio/mix-workspace-audio.ts';
import { buildEncodeVideoArgs } from '../src/ffmpeg/encode-video-args.ts';
import { defaultEncoderSettings } from '../src/ffmpeg/encoder-settings.ts';
import { I420Frames } from '../src/ffmpeg/i420-frames.ts';
import { registerBuiltInFonts } from '../src/fonts/built-in-fonts.ts';
import { drawWorkspaceFrames, getOutputSize, type FrameSink } from '../src/frames/draw-workspace-frames.ts';
import { createDefaultMediaPathResolver, prepareMedia } from '../src/frames/prepare-media.ts';
import { renderWorkspace } from '../src/render-workspace.ts';
import { buildBenchWorkspace, createBenchClip } from './bench-workspace.ts';
import { readCpuSeconds } from './cpu-seconds.ts';

/**
 * Render and ceiling are timed alternately this many times each. The machine
 * is shared and its speed drifts (up to twofold within the hour), so the ratio is
 * the median of the ratios of back-to-back pairs (each pair ran under the
 * same conditions), and real time is the fastest render.
 */
const attempts = 5;

interface Timing {
  wallSeconds: number;
  cpuSeconds: number | null;
}

async function time(run: () => Promise<void>): Promise<Timing> {
  const cpuBefore = readCpuSeconds();
  const startedMs = performance.now();
  await run();
  const cpuAfter = readCpuSeconds();
  return { wallSeconds: (performance.now() - startedMs) / 1000, cpuSeconds: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore };
}

const fastest = (timings: Timing[]) => timings.reduce((best, timing) => (timing.wallSeconds < best.wallSeconds ? timing : best));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
const describeTiming = (timing: Timing) => `${timing.wallSeconds.toFixed(2)} s${timing.cpuSeconds === null ? '' : ` (${timing.cpuSeconds.toFixed(1)} CPU s)`}`;

/**
 * Writes the drawn frames to a raw file as the I420 the renderer hands
 * ffmpeg, so ffmpeg alone can encode exactly the same bytes.
 */
function rawFileSink(filePath: string, widthPx: number, heightPx: number): FrameSink & { close(): Promise<void> } {
  const stream = createWriteStream(filePath);
  const frames = new I420Frames(widthPx, heightPx);
  return {
    // The frame buffers are reused: each is written out before the next one is taken.
    writeFrame: (rgba) => {
      const i420 = frames.convert(rgba, 'whole-frame');
      return new Promise((resolve, reject) => void stream.write(i420, (error) => (error ? reject(error) : resolve())));
    },
    async close() {
      stream.end();
      await once(stream, 'close');
    },
  };
}

/**
 * The 30 s 1080×1920 render against its ceiling: ffmpeg alone encoding the
 * identical raw frames (the I420 the renderer sends it, and the soundtrack)
 * from a file with the same encoder arguments. The render sends ffmpeg only frames that changed; the ceiling
 * encodes every one of them from the file.
 */
export async function runBenchmarks(): Promise<void> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-bench-'));
  try {
    const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
    const workspace = parseWorkspace(buildBenchWorkspace(await createBenchClip(directory)));
    const videoSeconds = getWorkspaceDurationMs(workspace) / 1000;
    const { widthPx, heightPx } = getOutputSize(workspace, 1);

    registerBuiltInFonts();
    const media = await prepareMedia(workspace, createDefaultMediaPathResolver(directory), resolveFfprobePath(process.env.FFPROBE_PATH));
    const audioPath = path.join(directory, 'soundtrack.wav');
    await mixWorkspaceAudio({ workspace, media, durationMs: videoSeconds * 1000, outputPath: audioPath, ffmpegPath });
    const framesPath = path.join(directory, 'frames.yuv');
    const sink = rawFileSink(framesPath, widthPx, heightPx);
    const drawn = await drawWorkspaceFrames({ workspace, media, scale: 1, hasWatermark: false, ffmpegPath }, sink);
    await sink.close();
    const ceilingArgs = buildEncodeVideoArgs({
      widthPx,
      heightPx,
      audioPath,
      outputPath: path.join(directory, 'ceiling.mp4'),
      encoder: defaultEncoderSettings,
      framesInput: { kind: 'rawvideo', path: framesPath, pixelFormat: 'yuv420p' },
    });

    const renders: Timing[] = [];
    const ceilings: Timing[] = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      ceilings.push(await time(() => runFfmpeg({ ffmpegPath, args: ceilingArgs })));
      renders.push(await time(async () => void (await renderWorkspace(workspace, { outputPath: path.join(directory, 'bench.mp4') }))));
    }
    const render = fastest(renders);
    const ceiling = fastest(ceilings);
    const pairRatios = ceilings.map((ceilingTiming, index) => ceilingTiming.wallSeconds / renders[index]!.wallSeconds);
    console.log(
      `# ${videoSeconds} s of ${widthPx}×${heightPx}, ${drawn.frameCount} frames of which ${drawn.frameCount - drawn.repeatedFrameCount} differ from the one before; preset ${defaultEncoderSettings.preset}`,
    );
    console.log(`# render (fastest of ${attempts}): ${describeTiming(render)}; all: ${renders.map((timing) => timing.wallSeconds.toFixed(2)).join(', ')} s`);
    console.log(
      `# ffmpeg alone on the raw frames (fastest of ${attempts}): ${describeTiming(ceiling)}; all: ${ceilings.map((timing) => timing.wallSeconds.toFixed(2)).join(', ')} s`,
    );
    console.log(`# ceiling/render of each back-to-back pair: ${pairRatios.map((ratio) => ratio.toFixed(2)).join(', ')}`);
    console.log(`BENCH render_realtime_1080p ${(videoSeconds / render.wallSeconds).toFixed(2)} x`);
    console.log(`BENCH render_ceiling_ratio ${median(pairRatios).toFixed(2)} ratio`);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
