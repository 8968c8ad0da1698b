import os from 'node:os';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { CpuPool } from './cpu-pool.ts';

describe('CpuPool', () => {
  const pool = new CpuPool({ maxThreads: 1 });
  afterAll(() => pool.close());

  it('runs a TypeScript export on another thread while the event loop keeps ticking', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    const result = await pool.run<number, { count: number; threadId: number }>(
      new URL('./busy-work.fixture.ts', import.meta.url),
      'countPrimesBelow',
      3_000_000,
    );
    clearInterval(timer);
    expect(result.count).toBe(216_816);
    expect(result.threadId).not.toBe(threadId);
    // Counting primes below 3e6 takes well over 100 ms; a blocked loop would tick ~0 times.
    expect(ticks).toBeGreaterThan(5);
  });

  it('runs a background pool at a raised nice value without lowering the process or another pool', async () => {
    const background = new CpuPool({ maxThreads: 1, niceIncrement: 10 });
    try {
      const fixture = new URL('./busy-work.fixture.ts', import.meta.url);
      const processNiceness = os.getPriority();
      expect(await background.run<void, number>(fixture, 'readThreadNiceness', undefined)).toBe(Math.min(19, processNiceness + 10));
      expect(await pool.run<void, number>(fixture, 'readThreadNiceness', undefined)).toBe(processNiceness);
      expect(os.getPriority()).toBe(processNiceness);
    } finally {
      await background.close();
    }
  });

  it('passes errors back', async () => {
    await expect(pool.run(new URL('./busy-work.fixture.ts', import.meta.url), 'missingExport', 1)).rejects.toThrow('has no exported function missingExport');
  });
});
