import { describe, expect, it } from 'vitest';
import { until } from './until.ts';

describe('until', () => {
  it('returns the first value that is done, after showing each one', async () => {
    let reads = 0;
    const seen: number[] = [];
    const value = await until(
      async () => (reads += 1),
      (count) => count === 3,
      { intervalMs: 1, onEach: (count) => seen.push(count) },
    );
    expect(value).toBe(3);
    expect(seen).toEqual([1, 2, 3]);
  });

  it('throws with the last value when the time runs out', async () => {
    await expect(
      until(
        async () => ({ status: 'running' }),
        () => false,
        { timeoutMs: 30, intervalMs: 5 },
      ),
    ).rejects.toThrow('Not done after 30 ms; last read: {"status":"running"}');
  });
});
