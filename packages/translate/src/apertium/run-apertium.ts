import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TranslationError } from '../text-translator.ts';

export interface ApertiumRun {
  /** The `apertium` program. */
  binary: string;
  /** Its `-d`: the folder that holds `modes/`. */
  dataDirectory: string;
  /** `eng-spa`. */
  mode: string;
  /** How long one run may take before it is killed. */
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

const maxStderrBytes = 4096;

/**
 * One run of `apertium -u -f html -d <data> <mode> <file>` (no shell) over
 * `html`: unknown words without Apertium's `*` mark, tags kept. The input
 * goes in a file: Node's stdio pipes are sockets, and Transfuse (the html
 * reader `apertium` prefers when it is installed) cannot open /dev/stdin on
 * a socket ("Could not detect input stream format"). `apertium` is a
 * shell script that starts a pipeline (lt-proc, the tagger, the transfer
 * stages), so it runs in its own process group and a timeout or an abort
 * kills the whole group. A failure is TranslationError('engine_failed');
 * an abort is thrown as the signal's reason.
 */
export async function runApertium(run: ApertiumRun, html: string): Promise<string> {
  run.signal?.throwIfAborted();
  const folder = await mkdtemp(path.join(tmpdir(), 'talkreel-apertium-'));
  try {
    const inputFile = path.join(folder, 'input.html');
    await writeFile(inputFile, html, 'utf8');
    return await runProgram(run, inputFile);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function runProgram(run: ApertiumRun, inputFile: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(run.binary, ['-u', '-f', 'html', '-d', run.dataDirectory, run.mode, inputFile], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stdout: Buffer[] = [];
    let stderr = '';
    let settled = false;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      run.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => {
      killGroup();
      settle(() => reject(run.signal!.reason as Error));
    };
    const timer = setTimeout(() => {
      killGroup();
      settle(() => reject(new TranslationError(`Apertium (${run.mode}) did not finish within ${run.timeoutMs / 1000} s.`, 'engine_failed', 'apertium')));
    }, run.timeoutMs);
    run.signal?.addEventListener('abort', onAbort, { once: true });

    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderr.length < maxStderrBytes) stderr += chunk.toString('utf8');
    });
    child.on('error', (error) =>
      settle(() => reject(new TranslationError(`Apertium could not be started (${run.binary}): ${error.message}.`, 'engine_failed', 'apertium'))),
    );
    child.on('close', (code, signal) => {
      if (code === 0) return settle(() => resolve(Buffer.concat(stdout).toString('utf8')));
      const reason = stderr.replace(/\s+/gu, ' ').trim().slice(0, 300) || (signal ? `killed by ${signal}` : `exit code ${code}`);
      settle(() => reject(new TranslationError(`Apertium (${run.mode}) failed: ${reason}`, 'engine_failed', 'apertium')));
    });
  });
}
