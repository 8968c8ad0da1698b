import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { resolveFfmpegPath, resolveFfprobePath, runFfmpeg } from '@talkreel/platform';
import { getWorkspaceDurationMs, parseWorkspace } from '@talkreel/timeline';
import { mixWorkspaceAudio } from '../src/audio/mix-workspace-audio.ts';
import { buildEncodeVideoArgs } from '../src/ffmpeg/encode-video-args.ts';
import { defaultEncoderSettings } from '../src/ffmpeg/encoder-settings.ts';
import { registerBuiltInFonts } from '../src/fonts/built-in-fonts.ts';
import { drawWorkspaceFrames, getOutputSize, type FrameSink } from '../src/frames/draw-workspace-frames.ts';
import { createDefaultMediaPathResolver, prepareMedia } from '../src/frames/prepare-media.ts';
import { renderWorkspace } from '../src/render-workspace.ts';
import { buildBenchWorkspace, createBenchClip } from './bench-workspace.ts';

/** Each measurement is taken this many times and the fastest kept: the machine is shared and noisy. */
const attempts = 2;

async function fastestSeconds(run: () => Promise<void>): Promise<number> {
  let bestSeconds = Infinity;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const startedMs = performance.now();
    await run();
    bestSeconds = Math.min(bestSeconds, (performance.now() - startedMs) / 1000);
  }
  return bestSeconds;
}

/** Writes the drawn frames to a raw file, so ffmpeg alone can encode exactly the same pixels. */
function rawFileSink(filePath: string): FrameSink & { close(): Promise<void> } {
  const stream = createWriteStream(filePath);
  return {
    async writeFrame(rgba) {
      if (!stream.write(rgba)) await once(stream, 'drain');
    },
    async close() {
      stream.end();
      await once(stream, 'close');
    },
  };
}

/**
 * The 30 s 1080×1920 render against its ceiling: ffmpeg alone encoding the
 * identical raw frames (and soundtrack) from a file with the same arguments.
 */
export async function runBenchmarks(): Promise<void> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'talkreel-bench-'));
  try {
    const ffmpegPath = resolveFfmpegPath(process.env.FFMPEG_PATH);
    const workspace = parseWorkspace(buildBenchWorkspace(await createBenchClip(directory)));
    const videoSeconds = getWorkspaceDurationMs(workspace) / 1000;
    let repeatedFrames = 0;
    const renderSeconds = await fastestSeconds(async () => {
      const result = await renderWorkspace(workspace, { outputPath: path.join(directory, 'bench.mp4') });
      repeatedFrames = result.repeatedFrameCount;
    });

    registerBuiltInFonts();
    const media = await prepareMedia(workspace, createDefaultMediaPathResolver(directory), resolveFfprobePath(process.env.FFPROBE_PATH));
    const audioPath = path.join(directory, 'soundtrack.wav');
    await mixWorkspaceAudio({ workspace, media, durationMs: videoSeconds * 1000, outputPath: audioPath, ffmpegPath });
    const framesPath = path.join(directory, 'frames.rgba');
    const sink = rawFileSink(framesPath);
    await drawWorkspaceFrames({ workspace, media, scale: 1, hasWatermark: false, ffmpegPath }, sink);
    await sink.close();
    const { widthPx, heightPx } = getOutputSize(workspace, 1);
    const encodeArgs = buildEncodeVideoArgs({ widthPx, heightPx, audioPath, outputPath: path.join(directory, 'ceiling.mp4'), encoder: defaultEncoderSettings, framesInput: { kind: 'rawvideo', path: framesPath } });
    const ceilingSeconds = await fastestSeconds(() => runFfmpeg({ ffmpegPath, args: encodeArgs }));

    console.log(`# ${videoSeconds} s of ${widthPx}×${heightPx}: render ${renderSeconds.toFixed(2)} s (${repeatedFrames} repeated frames not redrawn), ffmpeg alone ${ceilingSeconds.toFixed(2)} s, preset ${defaultEncoderSettings.preset}`);
    console.log(`BENCH render_realtime_1080p ${(videoSeconds / renderSeconds).toFixed(2)} x`);
    console.log(`BENCH render_ceiling_ratio ${(ceilingSeconds / renderSeconds).toFixed(2)} ratio`);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}
