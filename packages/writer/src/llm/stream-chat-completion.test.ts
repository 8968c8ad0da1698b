import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './stream-chat-completion.ts';

const settings = { retryBaseDelayMs: 1000, maxRetryDelayMs: 20_000 };
const headers = (values: Record<string, string>) => new Headers(values);

describe('retryDelayMs', () => {
  it('waits what the service asks: retry-after-ms first, then Retry-After in seconds or as a date', () => {
    expect(retryDelayMs(headers({ 'retry-after-ms': '250', 'retry-after': '9' }), 0, settings)).toBe(250);
    expect(retryDelayMs(headers({ 'retry-after': '7' }), 0, settings)).toBe(7000);
    expect(retryDelayMs(headers({ 'retry-after': '1.5' }), 3, settings)).toBe(1500);
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    const waited = retryDelayMs(headers({ 'retry-after': inFiveSeconds }), 0, settings);
    // HTTP dates have whole seconds.
    expect(waited).toBeGreaterThan(3900);
    expect(waited).toBeLessThanOrEqual(5000);
    expect(retryDelayMs(headers({ 'retry-after': new Date(Date.now() - 60_000).toUTCString() }), 0, settings)).toBe(0);
  });

  it('never waits more than the cap, and doubles the base delay when the service says nothing', () => {
    expect(retryDelayMs(headers({ 'retry-after': '3600' }), 0, settings)).toBe(20_000);
    expect([0, 1, 2, 3, 6].map((attempt) => retryDelayMs(headers({}), attempt, settings))).toEqual([1000, 2000, 4000, 8000, 20_000]);
    expect(retryDelayMs(headers({ 'retry-after': 'soon' }), 1, settings)).toBe(2000);
  });
});
