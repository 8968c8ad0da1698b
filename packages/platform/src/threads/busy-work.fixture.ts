import os from 'node:os';
import { threadId } from 'node:worker_threads';

/** Test support: pure CPU work (no awaits) that would block an event loop for a while. */
export function countPrimesBelow(limit: number): { count: number; threadId: number } {
  let count = 0;
  for (let candidate = 2; candidate < limit; candidate += 1) {
    let isPrime = true;
    for (let divisor = 2; divisor * divisor <= candidate; divisor += 1) {
      if (candidate % divisor === 0) {
        isPrime = false;
        break;
      }
    }
    if (isPrime) count += 1;
  }
  return { count, threadId };
}

/** Test support: the nice value of the calling thread (Linux keeps one per thread). */
export function readThreadNiceness(): number {
  return os.getPriority();
}
