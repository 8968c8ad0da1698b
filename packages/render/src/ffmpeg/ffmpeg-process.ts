import { spawn, type ChildProcessByStdio } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { FfmpegError, lowerToBackgroundPriority } from '@talkreel/platform/media';

const stderrTailChars = 4000;

export interface FfmpegProcessOptions {
  ffmpegPath: string;
  args: readonly string[];
  signal?: AbortSignal;
}

/**
 * An ffmpeg child at background priority whose stdin and stdout are pipes (raw frames in or out).
 * `exited` settles once: resolved on exit code 0, rejected with the stderr
 * tail otherwise; aborting the signal kills the process.
 */
export interface FfmpegProcess {
  readonly stdin: Writable;
  readonly stdout: Readable;
  readonly exited: Promise<void>;
  kill(): void;
}

export function startFfmpegProcess(options: FfmpegProcessOptions): FfmpegProcess {
  const child: ChildProcessByStdio<Writable, Readable, Readable> = spawn(options.ffmpegPath, [...options.args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Encodes are batch work: previews and API requests go first when the CPU is busy.
  lowerToBackgroundPriority(child.pid);
  let stderrTail = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderrTail = (stderrTail + chunk).slice(-stderrTailChars);
  });
  // A consumer that stops early (a killed encoder, a reader closed mid-clip) must not crash the process with EPIPE.
  child.stdin.on('error', () => undefined);
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  options.signal?.addEventListener('abort', kill, { once: true });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signalName) => {
      options.signal?.removeEventListener('abort', kill);
      if (options.signal?.aborted) reject(new Error('ffmpeg was stopped: the render was cancelled'));
      else if (code === 0) resolve();
      else reject(new FfmpegError(`ffmpeg exited with ${code ?? signalName}: ${stderrTail.trim().split('\n').at(-1) ?? ''}`, code, stderrTail));
    });
  });
  // Callers that only kill (readers closed early) never await `exited`; keep that from being an unhandled rejection.
  exited.catch(() => undefined);
  return { stdin: child.stdin, stdout: child.stdout, exited, kill };
}
