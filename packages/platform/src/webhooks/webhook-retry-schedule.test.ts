import { describe, expect, it } from 'vitest';
import { retryDelayOf } from '../queue/job-definition.ts';
import { webhookAttemptsPerSeries, webhookFailingDisablesAfterMs, webhookRetryDelaysSeconds, webhookSeriesEnd } from './webhook-retry-schedule.ts';

describe('the webhook retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, then 14 h: eleven attempts over about three days', () => {
    expect(webhookRetryDelaysSeconds.slice(0, 8)).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000, 50400]);
    expect(webhookAttemptsPerSeries).toBe(11);
    const totalHours = webhookRetryDelaysSeconds.reduce((sum, seconds) => sum + seconds, 0) / 3600;
    expect(totalHours).toBeGreaterThan(60);
    expect(totalHours).toBeLessThan(72);
    for (let index = 1; index < webhookRetryDelaysSeconds.length; index += 1) {
      expect(webhookRetryDelaysSeconds[index]).toBeGreaterThanOrEqual(webhookRetryDelaysSeconds[index - 1]!);
    }
  });

  it('is what the job runner waits between runs of a definition that carries it, the last wait repeating', () => {
    const definition = { retryDelaysSeconds: webhookRetryDelaysSeconds };
    expect(webhookRetryDelaysSeconds.map((_, index) => retryDelayOf(definition, index + 1))).toEqual(webhookRetryDelaysSeconds);
    expect(retryDelayOf(definition, 40)).toBe(50400);
    // Without a schedule: the exponential backoff from retryDelaySeconds (5 s by default).
    expect([1, 2, 3].map((failedRuns) => retryDelayOf({}, failedRuns))).toEqual([5, 10, 20]);
    expect(retryDelayOf({ retryDelaySeconds: 1 }, 3)).toBe(4);
  });

  it('ends a series after its last attempt, or once an endpoint has failed for three days', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(webhookSeriesEnd({ attemptInSeries: 1, failingSince: null, now })).toBeNull();
    expect(webhookSeriesEnd({ attemptInSeries: 10, failingSince: now, now })).toBeNull();
    expect(webhookSeriesEnd({ attemptInSeries: 11, failingSince: now, now })).toBe('attempts-spent');
    const almostThreeDays = new Date(now.getTime() - webhookFailingDisablesAfterMs + 1);
    expect(webhookSeriesEnd({ attemptInSeries: 2, failingSince: almostThreeDays, now })).toBeNull();
    const threeDays = new Date(now.getTime() - webhookFailingDisablesAfterMs);
    expect(webhookSeriesEnd({ attemptInSeries: 2, failingSince: threeDays, now })).toBe('failing-too-long');
  });
});
