import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { SyncCoalescer } from './sync-coalescer.ts';

/** Work that records each run's key and hints and takes `durationMs`; it fails for hints named 'fail'. */
function recordingWork(durationMs: number) {
  const runs: string[] = [];
  let running = 0;
  let mostAtOnce = 0;
  const work = async (key: string, hints: string[]) => {
    running += 1;
    mostAtOnce = Math.max(mostAtOnce, running);
    runs.push(`${key}:${hints.join(',')}`);
    await sleep(durationMs);
    running -= 1;
    if (hints.includes('fail')) throw new Error(`run ${runs.length} failed`);
    return runs.length;
  };
  return { work, runs, mostAtOnce: () => mostAtOnce };
}

describe('SyncCoalescer', () => {
  it('answers 100 requests for one key with two runs: the one in flight and one after it with the other 99', async () => {
    const { work, runs } = recordingWork(20);
    const coalescer = new SyncCoalescer(work);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, index) => coalescer.request('account-1', `h${index}`)));
    expect(runs).toEqual(['account-1:h0', `account-1:${Array.from({ length: 99 }, (_, index) => `h${index + 1}`).join(',')}`]);
    expect(answers[0]).toBe(1);
    expect(new Set(answers.slice(1))).toEqual(new Set([2]));
  });

  it('never runs one key twice at once, runs different keys side by side, and starts again for a request that came during a follow-up', async () => {
    const { work, runs, mostAtOnce } = recordingWork(30);
    const coalescer = new SyncCoalescer(work);
    const first = coalescer.request('a', 'first');
    const second = coalescer.request('a', 'second');
    const other = coalescer.request('b', 'other');
    await first;
    // The follow-up ('second') is running now; this one waits for a third run.
    await sleep(5);
    const third = coalescer.request('a', 'third');
    await Promise.all([second, other, third]);
    expect(runs).toEqual(['a:first', 'b:other', 'a:second', 'a:third']);
    expect(mostAtOnce()).toBe(2);
    // Nothing is left behind: the next request starts a run at once.
    await coalescer.request('a', 'later');
    expect(runs.at(-1)).toBe('a:later');
  });

  it('rejects the requests a failed run answers and still runs the follow-up', async () => {
    const { work, runs } = recordingWork(10);
    const coalescer = new SyncCoalescer(work);
    const failing = coalescer.request('a', 'fail');
    const following = coalescer.request('a', 'ok');
    await expect(failing).rejects.toThrow('run 1 failed');
    await expect(following).resolves.toBe(2);
    expect(runs).toEqual(['a:fail', 'a:ok']);
  });
});
