import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * The filter names in `ffmpeg -filters` output, whose lines read
 * ` TSC name   A->A   description` (flags, name, pads, description).
 */
export function parseFilterNames(output: string): Set<string> {
  const names = new Set<string>();
  for (const line of output.split('\n')) {
    const match = /^\s*[A-Z.|]{3}\s+(\S+)\s+\S*->\S*\s/u.exec(line);
    if (match) names.add(match[1]!);
  }
  return names;
}

const cache = new Map<string, Promise<Set<string>>>();

/** The filters this ffmpeg build has (libass brings `subtitles`, libfreetype `drawtext`); asked once per path. */
export function listFfmpegFilters(ffmpegPath: string): Promise<Set<string>> {
  let names = cache.get(ffmpegPath);
  if (!names) {
    names = execFileAsync(ffmpegPath, ['-hide_banner', '-filters'], { timeout: 30_000, maxBuffer: 4 << 20 }).then(({ stdout }) => parseFilterNames(stdout));
    cache.set(ffmpegPath, names);
    names.catch(() => cache.delete(ffmpegPath));
  }
  return names;
}
