import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceDirectory = import.meta.dirname;

function listSourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(directory, entry.name);
    if (entry.isDirectory()) return listSourceFiles(entryPath);
    return /\.(ts|mjs)$/.test(entry.name) && !entry.name.includes('.test.') ? [entryPath] : [];
  });
}

describe('render imports', () => {
  // The render thread's heap is marked on every garbage collection, and a
  // render allocates one 8 MB frame per changed frame: importing the whole
  // platform (database, queue, S3 SDK) grew that heap from 10 to 25 MB and
  // cost the 30 s benchmark about 1 of its 18 CPU seconds.
  it('takes ffmpeg helpers from @talkreel/platform/media, never the whole platform', () => {
    const offenders = listSourceFiles(sourceDirectory).filter((file) => /from '@talkreel\/platform'/.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => path.relative(sourceDirectory, file))).toEqual([]);
  });
});
