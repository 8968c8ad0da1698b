import { describe, expect, it } from 'vitest';
import { secondsUntil } from './countdown.ts';

describe('secondsUntil', () => {
  it('counts whole seconds up, from the full interval down to zero', () => {
    const startMs = 1_000_000;
    const deadlineMs = startMs + 60_000;
    expect(secondsUntil(deadlineMs, startMs)).toBe(60);
    expect(secondsUntil(deadlineMs, startMs + 1)).toBe(60);
    expect(secondsUntil(deadlineMs, startMs + 1000)).toBe(59);
    expect(secondsUntil(deadlineMs, startMs + 59_001)).toBe(1);
    expect(secondsUntil(deadlineMs, deadlineMs)).toBe(0);
  });

  it('never goes below zero once the deadline has passed', () => {
    expect(secondsUntil(5000, 9000)).toBe(0);
  });
});
