import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { backgroundNiceness } from './background-priority.ts';
import { resolveFfmpegPath } from './ffmpeg-paths.ts';
import { runFfmpeg } from './run-ffmpeg.ts';

/** `/proc/<pid>/stat` fields after the parenthesised command name: state is [0], ppid [1], nice [16]. */
function readStatFields(statPath: string): string[] {
  const stat = readFileSync(statPath, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function findChildPids(): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(readStatFields(`/proc/${name}/stat`)[1]) === process.pid;
      } catch {
        return false; // exited while we looked
      }
    })
    .map(Number);
}

describe.runIf(process.platform === 'linux')('background priority of ffmpeg', () => {
  it('runs every thread of a runFfmpeg encode at nice 10 or lower priority while this process stays where it was', async () => {
    const before = new Set(findChildPids());
    // Two seconds of real-time input keeps the encoder (and its worker threads) alive long enough to look at.
    const encode = runFfmpeg({
      ffmpegPath: resolveFfmpegPath(),
      args: [
        '-loglevel',
        'error',
        '-re',
        '-f',
        'lavfi',
        '-i',
        'testsrc=duration=2:size=640x360:rate=25',
        '-c:v',
        'libx264',
        '-threads',
        '2',
        '-f',
        'null',
        '-',
      ],
    });
    await sleep(800);
    const children = findChildPids().filter((pid) => !before.has(pid));
    expect(children).toHaveLength(1);
    const threadNiceness = readdirSync(`/proc/${children[0]}/task`).map((tid) => Number(readStatFields(`/proc/${children[0]}/task/${tid}/stat`)[16]));
    expect(threadNiceness.length).toBeGreaterThan(1);
    // The main thread at exactly 10; x264 lowers its own lookahead threads a further 10 (19 is the floor), so "at least".
    expect(threadNiceness[0]).toBe(Math.max(backgroundNiceness, os.getPriority()));
    expect(threadNiceness.every((niceness) => niceness >= backgroundNiceness)).toBe(true);
    await encode;
    expect(os.getPriority()).toBeLessThan(backgroundNiceness);
  });
});
