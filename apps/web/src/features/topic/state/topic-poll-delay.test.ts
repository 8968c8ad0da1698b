import { describe, expect, it } from 'vitest';
import { FIRST_POLL_DELAY_MS, nextTopicPollDelayMs } from './topic-poll-delay.ts';

describe('when the topic script is polled next (spec §4, §9)', () => {
  it('waits 500 ms before the first look', () => {
    expect(FIRST_POLL_DELAY_MS).toBe(500);
  });

  it('follows after 1 ms while partial results stream in', () => {
    expect(nextTopicPollDelayMs({ kind: 'status', status: 3, sceneCount: 1 }, 0)).toBe(1);
    expect(nextTopicPollDelayMs({ kind: 'status', status: 3, sceneCount: 4 }, 2)).toBe(1);
  });

  it('waits 500 ms while a partial answer brings no new scene', () => {
    expect(nextTopicPollDelayMs({ kind: 'status', status: 3, sceneCount: 0 }, 0)).toBe(500);
    expect(nextTopicPollDelayMs({ kind: 'status', status: 3, sceneCount: 2 }, 2)).toBe(500);
  });

  it('keeps polling at 500 ms while queued or writing with nothing to show', () => {
    expect(nextTopicPollDelayMs({ kind: 'status', status: 1, sceneCount: 0 }, 0)).toBe(500);
    expect(nextTopicPollDelayMs({ kind: 'status', status: 2, sceneCount: 0 }, 0)).toBe(500);
  });

  it('stops on done (4) and failed (5), whatever the scenes', () => {
    expect(nextTopicPollDelayMs({ kind: 'status', status: 4, sceneCount: 5 }, 2)).toBeNull();
    expect(nextTopicPollDelayMs({ kind: 'status', status: 4, sceneCount: 0 }, 0)).toBeNull();
    expect(nextTopicPollDelayMs({ kind: 'status', status: 5, sceneCount: 0 }, 0)).toBeNull();
  });

  it('ignores a refused call and tries again after 500 ms, even mid-stream', () => {
    expect(nextTopicPollDelayMs({ kind: 'refused' }, 0)).toBe(500);
    expect(nextTopicPollDelayMs({ kind: 'refused' }, 3)).toBe(500);
  });

  it('stops for a script this account does not have', () => {
    expect(nextTopicPollDelayMs({ kind: 'missing' }, 0)).toBeNull();
  });
});
