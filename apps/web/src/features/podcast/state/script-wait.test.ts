import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScriptProgress, scriptWaitOf } from './script-wait.ts';

describe('the script overlay’s wait (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says up to 90 seconds for YouTube and 30 seconds for every other source', () => {
    expect(scriptWaitOf(2).subtitle).toBe('upTo90Seconds');
    for (const origin of [1, 4, 5, 6] as const) expect(scriptWaitOf(origin).subtitle).toBe('upTo30Seconds');
  });

  it('starts after 600 ms and reaches half way at 30 s for YouTube', () => {
    const reported: number[] = [];
    const progress = createScriptProgress(2, (percent) => reported.push(percent));
    progress.start();
    vi.advanceTimersByTime(599);
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(1 + 30_000);
    expect(reported.at(-1)).toBe(50);
    vi.advanceTimersByTime(29_000);
    expect(reported.at(-1)).toBeGreaterThanOrEqual(96);
    expect(reported.at(-1)).toBeLessThan(99);
    progress.stop();
  });

  it('runs 20 s for a website, then waits at 99 until the script is there', () => {
    const reported: number[] = [];
    const progress = createScriptProgress(1, (percent) => reported.push(percent));
    progress.start();
    vi.advanceTimersByTime(600 + 10_000);
    expect(reported.at(-1)).toBe(50);
    vi.advanceTimersByTime(120_000);
    expect(reported.at(-1)).toBe(99);
    expect(Math.max(...reported)).toBe(99);
    progress.complete();
    expect(reported.at(-1)).toBe(100);
    expect(reported).toEqual([...reported].sort((first, second) => first - second));
  });
});
