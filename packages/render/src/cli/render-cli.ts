import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { renderWorkspace } from '../render-workspace.ts';
import type { EncoderSettings } from '../ffmpeg/encoder-settings.ts';
import { RenderCancelledError } from '../render-progress.ts';
import { parseRenderArguments, renderUsage, UsageError } from './parse-render-arguments.ts';
import { formatProgressLine } from './progress-bar.ts';

export interface CliOutput {
  /** Results and help. */
  out: (text: string) => void;
  /** Progress and errors; `isInteractive` redraws one line instead of printing many. */
  err: (text: string) => void;
  isInteractive: boolean;
}

const processOutput: CliOutput = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  isInteractive: Boolean(process.stderr.isTTY),
};

/**
 * `talkreel render <workspace.json> -o <out.mp4>`: renders with a progress
 * bar and returns the exit code (0 done, 1 failed, 2 usage, 130 cancelled).
 */
export interface RenderCliOptions {
  output?: CliOutput;
  signal?: AbortSignal;
  /** FFMPEG_PATH / FFPROBE_PATH as the entry point read them; unset means the bundled builds. */
  ffmpegPath?: string;
  ffprobePath?: string;
}

export async function renderCli(argv: readonly string[], options: RenderCliOptions = {}): Promise<number> {
  const output = options.output ?? processOutput;
  let parsed;
  try {
    parsed = parseRenderArguments(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`talkreel render: ${error.message}\n\n${renderUsage}\n`);
    return 2;
  }
  if (!parsed) {
    output.out(`${renderUsage}\n`);
    return 0;
  }
  const startedMs = performance.now();
  let lastLine = '';
  try {
    const workspace: unknown = JSON.parse(await readFile(parsed.workspacePath, 'utf8'));
    const result = await renderWorkspace(workspace, {
      outputPath: parsed.outputPath,
      mediaDirectory: parsed.mediaDirectory ?? path.dirname(path.resolve(parsed.workspacePath)),
      scale: parsed.scale,
      watermark: parsed.watermark,
      ...(options.ffmpegPath ? { ffmpegPath: options.ffmpegPath } : {}),
      ...(options.ffprobePath ? { ffprobePath: options.ffprobePath } : {}),
      ...(parsed.preset ? { encoder: { preset: parsed.preset as EncoderSettings['preset'] } } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      onProgress: (progress) => {
        const line = formatProgressLine(progress);
        if (output.isInteractive) output.err(`\r${line}`);
        else if (progress.percent % 10 === 0 || progress.stage === 'done') output.err(`${line}\n`);
        lastLine = line;
      },
    });
    if (output.isInteractive && lastLine) output.err('\n');
    const wallSeconds = (performance.now() - startedMs) / 1000;
    const videoSeconds = result.durationMs / 1000;
    output.out(
      `${result.videoPath}: ${videoSeconds.toFixed(2)} s, ${result.widthPx}×${result.heightPx}, rendered in ${wallSeconds.toFixed(1)} s (${(videoSeconds / wallSeconds).toFixed(2)}× real time)\n` +
        `cover ${result.coverPath}\nsubtitles ${result.subtitles ? `${result.subtitles.srtPath}, ${result.subtitles.vttPath}` : 'none (no captions)'}\n`,
    );
    return 0;
  } catch (error) {
    if (output.isInteractive && lastLine) output.err('\n');
    if (error instanceof RenderCancelledError) {
      output.err('talkreel render: cancelled\n');
      return 130;
    }
    output.err(`talkreel render: ${(error as Error).message}\n`);
    return 1;
  }
}
