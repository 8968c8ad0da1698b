import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** A scratch entry untouched this long belongs to no live task: no render or dub writes nothing for six hours. */
export const staleTempAfterMs = 6 * 60 * 60_000;

/** How often a worker looks again. */
export const tempSweepIntervalMs = 60 * 60_000;

/** The newest modification time of an entry and, for a folder, of everything directly in it (a live render keeps writing its files). */
async function lastTouchedMs(entryPath: string): Promise<number> {
  const info = await stat(entryPath);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const child of await readdir(entryPath)) {
    const childInfo = await stat(path.join(entryPath, child)).catch(() => undefined);
    if (childInfo) newest = Math.max(newest, childInfo.mtimeMs);
  }
  return newest;
}

/**
 * Removes what tasks left in the shared scratch folder (`DATA_DIR/tmp`) and
 * never cleaned: a worker killed -9 skips the `finally` that removes its
 * render's or dub's folder. Several workers may share the folder, so only
 * entries untouched for `olderThanMs` go, never a live task's. Answers the
 * names removed.
 */
export async function sweepTempDir(tempDir: string, options: { nowMs: number; olderThanMs?: number }): Promise<string[]> {
  const olderThanMs = options.olderThanMs ?? staleTempAfterMs;
  const removed: string[] = [];
  for (const name of await readdir(tempDir).catch(() => [] as string[])) {
    const entryPath = path.join(tempDir, name);
    const touchedMs = await lastTouchedMs(entryPath).catch(() => undefined);
    if (touchedMs === undefined || options.nowMs - touchedMs < olderThanMs) continue;
    await rm(entryPath, { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
