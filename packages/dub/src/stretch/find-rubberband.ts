import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

let found: Promise<string | null> | undefined;

/** The version a `rubberband -V` prints (`3.1.2`), or null when the text holds none. */
export function parseRubberbandVersion(output: string): string | null {
  return /(\d+\.\d+(?:\.\d+)?)/u.exec(output)?.[1] ?? null;
}

async function locate(): Promise<string | null> {
  try {
    // `command -v` walks PATH the way a shell would; the tool must then answer -V.
    const { stdout } = await execFileAsync('/bin/sh', ['-c', 'command -v rubberband'], { timeout: 10_000 });
    const candidate = stdout.trim();
    if (!candidate.startsWith('/')) return null;
    const version = await execFileAsync(candidate, ['-V'], { timeout: 10_000 });
    return parseRubberbandVersion(`${version.stdout}\n${version.stderr}`) ? candidate : null;
  } catch {
    return null;
  }
}

/**
 * The absolute path of the Rubber Band command-line tool on PATH when it runs
 * (Debian/Ubuntu package rubberband-cli), else null; looked up once a process.
 */
export function findRubberband(): Promise<string | null> {
  found ??= locate();
  return found;
}
