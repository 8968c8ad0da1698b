import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeProgress, FAKE_PROGRESS_CAP_PERCENT, FAKE_PROGRESS_START_DELAY_MS } from './create-fake-progress.ts';

describe('createFakeProgress', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports nothing before the start delay, then rises with time', () => {
    const reported: number[] = [];
    const progress = createFakeProgress({ onProgress: (percent) => reported.push(percent), expectedDurationMs: 10_000 });
    progress.start();
    vi.advanceTimersByTime(FAKE_PROGRESS_START_DELAY_MS - 1);
    expect(reported).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reported).toEqual([0]);
    vi.advanceTimersByTime(5_000);
    expect(reported.at(-1)).toBe(50);
    progress.stop();
  });

  it('caps at 99 however long the wait runs, and complete() reports 100', () => {
    const reported: number[] = [];
    const progress = createFakeProgress({ onProgress: (percent) => reported.push(percent), expectedDurationMs: 1_000 });
    progress.start();
    vi.advanceTimersByTime(FAKE_PROGRESS_START_DELAY_MS + 60_000);
    expect(Math.max(...reported)).toBe(FAKE_PROGRESS_CAP_PERCENT);
    expect(reported.filter((percent) => percent === FAKE_PROGRESS_CAP_PERCENT)).toHaveLength(1);
    progress.complete();
    expect(reported.at(-1)).toBe(100);
  });

  it('never decreases, and reports nothing after stop()', () => {
    const reported: number[] = [];
    const progress = createFakeProgress({ onProgress: (percent) => reported.push(percent), expectedDurationMs: 3_000 });
    progress.start();
    vi.advanceTimersByTime(FAKE_PROGRESS_START_DELAY_MS + 1_500);
    progress.stop();
    const countAtStop = reported.length;
    vi.advanceTimersByTime(10_000);
    expect(reported).toHaveLength(countAtStop);
    expect(reported).toEqual([...reported].sort((a, b) => a - b));
  });

  it('stopped before the delay, it never reports', () => {
    const onProgress = vi.fn();
    const progress = createFakeProgress({ onProgress, expectedDurationMs: 1_000 });
    progress.start();
    vi.advanceTimersByTime(FAKE_PROGRESS_START_DELAY_MS / 2);
    progress.stop();
    vi.advanceTimersByTime(5_000);
    expect(onProgress).not.toHaveBeenCalled();
  });
});
