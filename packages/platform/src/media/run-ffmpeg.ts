import { spawn } from 'node:child_process';
import { lowerToBackgroundPriority } from './background-priority.ts';

export interface FfmpegRunOptions {
  ffmpegPath: string;
  args: readonly string[];
  /** Total media duration, to turn ffmpeg's `out_time_us` into a 0–1 fraction. */
  durationMs?: number;
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly exitCode: number | null,
    readonly stderrTail: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

const stderrTailChars = 4000;

/**
 * Runs ffmpeg at background priority with `-progress pipe:1` and reports
 * progress; rejects with the tail of stderr on a non-zero exit; kills ffmpeg
 * when the signal aborts.
 */
export function runFfmpeg(options: FfmpegRunOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(options.signal.reason instanceof Error ? options.signal.reason : new Error('Aborted'));
      return;
    }
    const child = spawn(options.ffmpegPath, ['-hide_banner', '-nostdin', '-progress', 'pipe:1', '-nostats', ...options.args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Every caller is batch work (conversions, render audio mixes): it yields the CPU to the API.
    lowerToBackgroundPriority(child.pid);
    let stderr = '';
    let pending = '';
    const onAbort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line);
        if (match && options.durationMs && options.onProgress) {
          // ffmpeg 4 reports microseconds under both names.
          options.onProgress(Math.min(1, Number(match[1]) / 1000 / options.durationMs));
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-stderrTailChars);
    });
    child.on('error', (error) => reject(error));
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', onAbort);
      if (options.signal?.aborted) reject(new Error('ffmpeg was stopped: the job was aborted'));
      else if (code === 0) resolve();
      else reject(new FfmpegError(`ffmpeg exited with code ${code}`, code, stderr));
    });
  });
}
