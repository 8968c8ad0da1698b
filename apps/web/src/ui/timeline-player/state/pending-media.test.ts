import { describe, expect, it } from 'vitest';
import { PendingMediaTracker, pendingMediaTimeoutMs } from './pending-media.ts';

describe('PendingMediaTracker', () => {
  it('holds the clock while media waits, for at most 6 s', () => {
    const tracker = new PendingMediaTracker();
    expect(tracker.update('video', true, 1000)).toBe(true);
    expect(tracker.update('video', true, 1000 + pendingMediaTimeoutMs - 1)).toBe(true);
    expect(tracker.update('video', true, 1000 + pendingMediaTimeoutMs)).toBe(false);
    expect(tracker.update('video', true, 60_000)).toBe(false);
  });

  it('starts a new 6 s wait once the media has played', () => {
    const tracker = new PendingMediaTracker();
    tracker.update('video', true, 0);
    expect(tracker.update('video', false, 7000)).toBe(false);
    expect(tracker.update('video', true, 8000)).toBe(true);
    expect(tracker.update('video', true, 13_999)).toBe(true);
  });

  it('tracks each element on its own', () => {
    const tracker = new PendingMediaTracker();
    tracker.update('music', true, 0);
    expect(tracker.update('video', true, 6500)).toBe(true);
    expect(tracker.update('music', true, 6500)).toBe(false);
  });
});
