import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleTempAfterMs, sweepTempDir } from './sweep-temp-dir.ts';

let tempDir: string | undefined;
afterEach(async () => {
  if (tempDir) await rm(tempDir, { recursive: true, force: true });
});

/** Sets an entry's times `agoMs` before `nowMs`. */
const age = (entryPath: string, nowMs: number, agoMs: number) => utimes(entryPath, (nowMs - agoMs) / 1000, (nowMs - agoMs) / 1000);

describe('sweepTempDir', () => {
  it('removes what a killed task left, keeps what a live task still writes, and what is merely recent', async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'talkreel-sweep-'));
    const nowMs = Date.now();
    const day = 24 * 60 * 60_000;
    // A render killed a day ago: its folder and files untouched since.
    const killed = path.join(tempDir, 'render-killed');
    await mkdir(killed);
    await writeFile(path.join(killed, 'video.partial.mp4'), 'x');
    await age(path.join(killed, 'video.partial.mp4'), nowMs, day);
    await age(killed, nowMs, day);
    // A long render started a day ago whose video file was written a second ago.
    const live = path.join(tempDir, 'render-live');
    await mkdir(live);
    await writeFile(path.join(live, 'video.partial.mp4'), 'x');
    await age(path.join(live, 'video.partial.mp4'), nowMs, 1000);
    await age(live, nowMs, day);
    // A stray file, old, and a fresh one.
    await writeFile(path.join(tempDir, 'old.wav'), 'x');
    await age(path.join(tempDir, 'old.wav'), nowMs, staleTempAfterMs + 1000);
    await writeFile(path.join(tempDir, 'new.wav'), 'x');
    await age(path.join(tempDir, 'new.wav'), nowMs, staleTempAfterMs - 60_000);

    expect((await sweepTempDir(tempDir, { nowMs })).sort()).toEqual(['old.wav', 'render-killed']);
    expect((await readdir(tempDir)).sort()).toEqual(['new.wav', 'render-live']);
    expect(await readdir(live)).toEqual(['video.partial.mp4']);
  });

  it('answers nothing for a folder that is not there', async () => {
    expect(await sweepTempDir(path.join(tmpdir(), 'talkreel-no-such-folder'), { nowMs: Date.now() })).toEqual([]);
  });
});
