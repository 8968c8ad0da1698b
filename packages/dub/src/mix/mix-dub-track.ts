import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { resolveFfprobePath, runFfmpeg } from '@talkreel/platform/media';
import { buildMixDubArgs, buildMixDubGraph, type MixDubArgsInput } from '../ffmpeg/mix-dub-args.ts';
import { buildDuckExpression, mergeDuckIntervals } from './duck-envelope.ts';
import { probeAudioChannels } from './probe-audio.ts';
import { writeVoiceTrack, type DubClip } from './write-voice-track.ts';

export interface MixDubTrackInput {
  /** A video or audio file; without an audio stream the dub plays over silence. */
  originalPath: string;
  clips: DubClip[];
  /** `.m4a` (AAC) or `.wav` (16-bit PCM), 48 kHz stereo. */
  outPath: string;
  durationMs: number;
}

export interface MixDubTrackTools {
  ffmpegPath: string;
  /** FFPROBE_PATH when configured; else the bundled static build. */
  ffprobePath?: string;
  signal?: AbortSignal;
}

/** Longer graphs go through a file: one argument may hold at most 128 KB. */
const inlineGraphLimit = 100_000;

/**
 * Writes the dubbed soundtrack: the original with its voice band (about
 * 250–3500 Hz) ducked by 18 dB while each clip sounds (60 ms ramps), and
 * the clips at their places. There is no separation model offline: the
 * original voice stays, pushed down under the dub; music and effects
 * outside the band are untouched.
 */
export async function mixDubTrack(input: MixDubTrackInput, tools: MixDubTrackTools): Promise<void> {
  if (!(input.durationMs > 0)) throw new RangeError(`durationMs must be positive, got ${input.durationMs}`);
  const channels = await probeAudioChannels(tools.ffprobePath ?? resolveFfprobePath(), input.originalPath);
  const scratch = `${input.outPath}.${randomUUID()}`;
  const voicePath = `${scratch}.voice.wav`;
  const graphPath = `${scratch}.graph.txt`;
  try {
    const sounding = await writeVoiceTrack(input.clips, input.durationMs, voicePath);
    const argsInput: MixDubArgsInput = {
      original: channels > 0 ? { path: input.originalPath, channels } : null,
      voicePath,
      duckExpression: buildDuckExpression(mergeDuckIntervals(sounding)),
      durationMs: input.durationMs,
      outPath: input.outPath,
    };
    const graph = buildMixDubGraph(argsInput);
    const useScript = graph.length > inlineGraphLimit;
    if (useScript) await writeFile(graphPath, graph);
    await runFfmpeg({
      ffmpegPath: tools.ffmpegPath,
      args: buildMixDubArgs(argsInput, useScript ? graphPath : undefined),
      durationMs: input.durationMs,
      ...(tools.signal ? { signal: tools.signal } : {}),
    });
  } finally {
    await Promise.all([rm(voicePath, { force: true }), rm(graphPath, { force: true })]);
  }
}
