/**
 * The wait before each retry of a webhook delivery, in order: 5 s, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h, then 14 h three times. Eleven attempts in
 * all over about 2.9 days; a series whose every attempt failed turns its
 * endpoint off (see `webhookFailingDisablesAfterMs`).
 */
export const webhookRetryDelaysSeconds: readonly number[] = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600, 14 * 3600, 14 * 3600, 14 * 3600];

/** Attempts in one series: the first, then one per delay. */
export const webhookAttemptsPerSeries = webhookRetryDelaysSeconds.length + 1;

/**
 * An endpoint that has failed every attempt for this long (three days,
 * whatever the events) is turned off, even when no single series has run out
 * yet (a resend starts a new series).
 */
export const webhookFailingDisablesAfterMs = 3 * 24 * 3600 * 1000;

/** Why a failed attempt ends its series, or null when it is retried. */
export function webhookSeriesEnd(attempt: { attemptInSeries: number; failingSince: Date | null; now: Date }): 'attempts-spent' | 'failing-too-long' | null {
  if (attempt.attemptInSeries >= webhookAttemptsPerSeries) return 'attempts-spent';
  if (attempt.failingSince && attempt.now.getTime() - attempt.failingSince.getTime() >= webhookFailingDisablesAfterMs) return 'failing-too-long';
  return null;
}
